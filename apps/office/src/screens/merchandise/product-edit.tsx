import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeCategoryRecord, OfficeProductRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { ProductEditor } from './product-editor';
import { StockPanel } from './stock-panel';
import '../events/events.css';
import './merchandise.css';

const Editing = ({ loaded, categories, created }: { loaded: OfficeProductRecord; categories: OfficeCategoryRecord[]; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(async (draft: OfficeProductRecord['product']) => (await officeApi.updateProduct(record.id, draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficeProductRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'merch.saved' : 'merch.created')}</p>
        </Notice>
      )}
      <StockPanel record={record} onChange={setRecord} />
      <ProductEditor record={record} initial={record.product} categories={categories} save={save} onSaved={onSaved} submitLabel={t('merch.save')} />
    </>
  );
};

/** A product opened from the list (or just created): its stock, and its whole form saved against the version read. */
export const ProductEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const load = useCallback(() => Promise.all([officeApi.product(Number(id)), officeApi.categories()]), [id]);
  const [loaded] = useLoad(load);
  return (
    <Page title={loaded.state === 'done' ? textIn(loaded.value[0].record.product.name, lang) : t('merch.editTitle')}>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <Editing key={loaded.value[0].record.id} loaded={loaded.value[0].record} categories={loaded.value[1].categories} created={params.has('created')} />}
    </Page>
  );
};
