import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackRemoveFromCart } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import { ClearBasket } from './clear-basket';
import { EmptyBasket } from './empty-basket';
import './basket.css';

/** Step 1 of checkout: the basket. `actions` is the way onwards (sign in or pay), given by the route. */
export const BasketScreen = ({ actions }: { actions?: ReactNode }) => {
  const { t } = useTranslation('checkout');
  const { config } = useShop();
  const lines = useCartStore((s) => s.lines);

  // SPEC §4: removing by index reports the line to analytics, then saves the cart.
  const remove = (index: number) => {
    const line = lines[index];
    if (line) trackRemoveFromCart(line, config.currency);
    useCartStore.getState().removeAt(index);
  };

  return (
    <div className="basket">
      <h1>{t('basket.heading')}</h1>
      {lines.length === 0 ? (
        <EmptyBasket />
      ) : (
        <>
          <p className="lead basket-count">{t('basket.lines', { count: lines.length })}</p>
          <ul className="basket-lines" role="list">
            {lines.map((line, index) => (
              <BasketLine key={`${line.type}-${line.id}-${index}`} line={line} onRemove={() => remove(index)} />
            ))}
          </ul>
          <div className="basket-footer">
            <ClearBasket />
            <BasketSummary lines={lines} />
          </div>
          {actions}
        </>
      )}
    </div>
  );
};
