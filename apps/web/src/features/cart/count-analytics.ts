import { vatPortionBp } from '@foyer/domain';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import type { CartLine } from '../../lib/storage/cart-store';

/**
 * A changed count reports the difference, as adding or removing that many units: the line's own
 * analytics facts with the units changed, what they cost and their VAT. Where parts come with each unit
 * (a ticket's add-ons), the units carry what the line's total and VAT changed by.
 */
export const trackCountChange = (before: CartLine, after: CartLine, currency: string): void => {
  const delta = after.analytics.quantity - before.analytics.quantity;
  if (delta === 0 || after.quantity === undefined) return;
  const units = Math.abs(delta);
  const { unitPrice, vatBp, followers } = after.quantity;
  const unitPriceCents = followers ? Math.abs(after.totalPrice - before.totalPrice) / units : unitPrice;
  const taxCents = followers ? Math.abs(after.vatCents - before.vatCents) : vatPortionBp(unitPrice * units, vatBp);
  trackEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', currency, [{ ...after.analytics, unitPriceCents, quantity: units, taxCents }]);
};
