import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeProductRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { newProduct, type ProductDraft } from './product-draft';
import { ProductEditor } from './product-editor';

/** A new product with the units the shop has of it; once created it opens as any other. */
export const ProductNew = () => {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(newProduct);
  const [stock, setStock] = useState(0);
  const [categories] = useLoad(officeApi.categories);
  const save = useCallback(async (draft: ProductDraft) => (await officeApi.createProduct(draft, stock)).record, [stock]);
  const onSaved = useCallback((record: OfficeProductRecord) => void navigate(`/merchandise/${record.id}?created`), [navigate]);
  return (
    <Page title={t('merch.newTitle')}>
      {categories.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {categories.state === 'failed' && <ErrorNotice error={categories.error} />}
      {categories.state === 'done' && (
        <ProductEditor initial={initial} categories={categories.value.categories} save={save} onSaved={onSaved} submitLabel={t('merch.create')}>
          <TextField
            id="product-stock"
            label={t('merch.firstStock')}
            hint={t('merch.firstStockHint')}
            type="number"
            min={0}
            step={1}
            value={stock}
            onChange={(event) => setStock(Math.max(0, Math.round(event.target.valueAsNumber || 0)))}
          />
        </ProductEditor>
      )}
    </Page>
  );
};
