import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { previewAddress } from '../../components/ui/image-field';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeProductSummary } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { amountText } from '../events/event-draft';
import { textIn } from '../events/localized';
import { stockLevel } from './product-draft';
import './merchandise.css';

const StockLine = ({ stock }: { stock: OfficeProductSummary['stock'] }) => {
  const { t } = useI18n();
  const level = stockLevel(stock);
  return (
    <span className={`stock-line stock-${level}`}>
      {level === 'out' ? t('merch.soldOut') : stock.held > 0 ? t('merch.availableWithHeld', { count: stock.available, held: stock.held }) : t('merch.availableCount', { count: stock.available })}
    </span>
  );
};

/** The shop's goods: picture, name, price, whether the shop shows it, and what is left to sell. */
export const ProductList = () => {
  const { t, lang } = useI18n();
  const [products] = useLoad(officeApi.products);
  return (
    <Page title={t('merch.title')} lead={t('merch.lead')}>
      <p className="button-row">
        <Link className="button" to="/merchandise/new">
          {t('merch.new')}
        </Link>
        <Link className="button button-secondary" to="/merchandise/categories">
          {t('merch.categoriesLink')}
        </Link>
      </p>
      {products.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {products.state === 'failed' && <ErrorNotice error={products.error} />}
      {products.state === 'done' && products.value.products.length === 0 && <p>{t('merch.empty')}</p>}
      {products.state === 'done' && products.value.products.length > 0 && (
        <ul className="product-list">
          {products.value.products.map((product) => (
            <li key={product.id} className="product-card">
              {product.image === null ? <span className="product-thumb product-thumb-none" /> : <img className="product-thumb" src={previewAddress(product.image)} alt="" />}
              <Link to={`/merchandise/${product.id}`} className="product-name">
                {textIn(product.name, lang)}
              </Link>
              <span>{t('merch.priceShort', { price: amountText(product.price) })}</span>
              <StockLine stock={product.stock} />
              <span className={product.listed ? 'product-status' : 'product-status product-unlisted'}>{t(product.listed ? 'merch.listed' : 'merch.unlisted')}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
