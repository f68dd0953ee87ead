import { useTranslation } from 'react-i18next';
import { formatMoney } from '@foyer/domain';
import { useShop } from '../../lib/config/shop-store';
import type { CartLine } from '../../lib/storage/cart-store';
import { basketTotal, basketVat } from './basket-totals';

/** Grand total with the VAT it includes. */
export const BasketSummary = ({ lines }: { lines: readonly CartLine[] }) => {
  const { t } = useTranslation('checkout');
  const { config, lang } = useShop();
  const money = (cents: number) => formatMoney(cents, config.currency, lang);
  return (
    <dl className="basket-totals">
      <div className="basket-total">
        <dt>{t('basket.total')}</dt>
        <dd>{money(basketTotal(lines))}</dd>
      </div>
      <div className="basket-vat">
        <dt>{t('basket.vat')}</dt>
        <dd>{money(basketVat(lines))}</dd>
      </div>
    </dl>
  );
};
