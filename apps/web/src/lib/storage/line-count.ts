import type { CartItemInput } from '@foyer/contract';
import { vatPortionBp } from '@foyer/domain';
import type { CartLine } from './cart-line';

/** The count a line that may change it can hold: a whole number from 1 up to its `max`. */
export const clampCount = (count: number, max: number): number => Math.max(1, Math.min(Math.floor(max), Math.round(count)));

/**
 * A line priced as count × unit price with a new count (clamped to 1..max): total, VAT, wire item,
 * analytics and the count shown are rescaled from the unit figures the feature recorded, without
 * looking at the kind. A line without `quantity`, or a count that is not a number, stays as it is.
 */
export const withCount = (line: CartLine, count: number): CartLine => {
  const { quantity } = line;
  if (!quantity || !Number.isFinite(count)) return line;
  const n = clampCount(count, quantity.max);
  if (n === quantity.count) return line;
  const totalPrice = quantity.unitPrice * n;
  const vatCents = vatPortionBp(totalPrice, quantity.vatBp);
  const [first, ...rest] = line.display.parts;
  return {
    ...line,
    totalPrice,
    vatCents,
    item: { ...line.item, count: n, totalPrice } as CartItemInput,
    display: { ...line.display, parts: first ? [{ ...first, count: n }, ...rest] : [] },
    analytics: { ...line.analytics, unitPriceCents: quantity.unitPrice, quantity: n, taxCents: vatCents },
    quantity: { ...quantity, count: n },
  };
};
