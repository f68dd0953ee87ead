import { useTranslation } from '../../lib/i18n/use-translation';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import { isVoucherCodeLine } from './voucher-code-line';

/** The read-only basket beside the payment form, with its shipping, voucher codes and the total to pay. */
export const OrderSummary = ({ shipping }: { shipping?: ShippingState }) => {
  const { t } = useTranslation('checkout');
  const lines = useCartStore((s) => s.lines);
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t('basket.summary')}</h2>
      <ul className="basket-lines" role="list">
        {lines.map((line, index) => (isVoucherCodeLine(line) ? null : <BasketLine key={`${line.type}-${line.id}-${index}`} line={line} level={3} />))}
      </ul>
      <BasketSummary lines={lines} shipping={shipping} showShippingError={false} />
    </section>
  );
};
