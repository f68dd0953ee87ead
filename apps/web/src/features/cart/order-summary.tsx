import { useTranslation } from '../../lib/i18n/use-translation';
import { shippingCents, type ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import { voucherShares } from './basket-totals';

/** The read-only basket beside the payment form, with its shipping and the total to pay. */
export const OrderSummary = ({ shipping }: { shipping?: ShippingState }) => {
  const { t } = useTranslation('checkout');
  const lines = useCartStore((s) => s.lines);
  const shares = voucherShares(lines, shipping ? shippingCents(shipping) : null);
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t('basket.summary')}</h2>
      <ul className="basket-lines" role="list">
        {lines.map((line, index) => (
          <BasketLine key={`${line.type}-${line.id}-${index}`} line={line} level={3} share={shares[index]} />
        ))}
      </ul>
      <BasketSummary lines={lines} shipping={shipping} showShippingError={false} />
    </section>
  );
};
