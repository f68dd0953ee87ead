import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { trackRemoveFromCart } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import { cartItemCount, useCartStore } from '../../lib/storage/cart-store';
import { withCount } from '../../lib/storage/line-count';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import { ClearBasket } from './clear-basket';
import { PriceChanges, useCurrentPrices } from './current-prices';
import { trackCountChange } from './count-analytics';
import { EmptyBasket } from './empty-basket';
import { isVoucherCodeLine } from './voucher-code-line';
import { VoucherCodeForm } from './voucher-code-form';
import './basket.css';

interface Props {
  /** The way onwards (sign in or pay), given by the route. */
  actions?: ReactNode;
  /** SPEC §4 shipping of the basket's goods, asked by the route. */
  shipping?: ShippingState;
  /** "Complete your visit", composed by the route. */
  suggestions?: ReactNode;
}

/** Step 1 of checkout: the basket. */
export const BasketScreen = ({ actions, shipping, suggestions }: Props) => {
  const { t } = useTranslation('checkout');
  const { config } = useShop();
  const lines = useCartStore((s) => s.lines);
  const priceChanges = useCurrentPrices();

  // SPEC §4: removing by index reports the line to analytics, then saves the cart.
  const remove = (index: number) => {
    const line = lines[index];
    if (line) trackRemoveFromCart(line, config.currency);
    useCartStore.getState().removeAt(index);
  };

  // A goods line's count (1..max): the line is rescaled from its unit price, saved, and the difference reported.
  const changeCount = (index: number, count: number) => {
    const before = lines[index];
    if (!before) return;
    const after = withCount(before, count);
    if (after === before) return;
    useCartStore.getState().replaceAt(index, after);
    trackCountChange(before, after, config.currency);
  };

  return (
    <div className="basket">
      <h1>{t('basket.heading')}</h1>
      <PriceChanges changes={priceChanges} />
      {lines.length === 0 ? (
        <EmptyBasket />
      ) : (
        <>
          <p className="lead basket-lead">{t('basket.lines', { count: cartItemCount(lines) })}</p>
          <ul className="basket-lines" role="list">
            {/* Voucher codes pay for the order: the summary shows them below the total they pay. */}
            {lines.map((line, index) =>
              isVoucherCodeLine(line) ? null : (
                <BasketLine key={`${line.type}-${line.id}-${index}`} line={line} onRemove={() => remove(index)} onCountChange={(count) => changeCount(index, count)} />
              ),
            )}
          </ul>
          {config.hasVoucherCode && <VoucherCodeForm />}
          <div className="basket-footer">
            <ClearBasket />
            <BasketSummary lines={lines} shipping={shipping} onRemove={remove} />
          </div>
          {actions}
          {suggestions}
        </>
      )}
    </div>
  );
};
