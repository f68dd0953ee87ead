import { vatPortionBp } from '@foyer/domain';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import type { CartLine } from '../../lib/storage/cart-store';

/**
 * A changed count reports the difference, as adding or removing that many units: the line's own
 * analytics facts with the units changed and their VAT.
 */
export const trackCountChange = (before: CartLine, after: CartLine, currency: string): void => {
  const delta = after.analytics.quantity - before.analytics.quantity;
  if (delta === 0) return;
  const units = Math.abs(delta);
  const taxCents = after.quantity === undefined ? 0 : vatPortionBp(after.quantity.unitPrice * units, after.quantity.vatBp);
  trackEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', currency, [{ ...after.analytics, quantity: units, taxCents }]);
};
