import type { CurrentLinePrice } from '@foyer/contract';
import { vatPortionBp } from '@foyer/domain';
import type { CartLine, LinePart } from './cart-line';

type Priced = NonNullable<CurrentLinePrice>;

/**
 * The parts shown with today's unit prices. Where checkout's parts match the shown ones one by one
 * (same number, same counts) each takes its own; otherwise (a family ticket, whose package checkout
 * prices on its first member) the first shown part takes what the others leave of the total.
 */
const partsAt = (shown: readonly LinePart[], { totalPrice, parts }: Priced): LinePart[] => {
  const matched = shown.length === parts.length && shown.every((part, index) => part.count === parts[index]?.count);
  if (matched) return shown.map((part, index) => ({ ...part, unitPrice: part.unitPrice === null && parts[index]?.unitPrice === 0 ? null : (parts[index]?.unitPrice ?? part.unitPrice) }));
  const [first, ...rest] = shown;
  if (first === undefined) return [];
  const others = rest.reduce((sum, part) => sum + part.count * (part.unitPrice ?? 0), 0);
  const unitPrice = (totalPrice - others) / first.count;
  return [{ ...first, unitPrice: Number.isInteger(unitPrice) && unitPrice >= 0 ? unitPrice : null }, ...rest];
};

/**
 * A line at the price checkout would charge now (`checkout/prices`): total, VAT, the parts shown, the
 * unit figures a new count is taken from, the wire item and analytics; the same line when the price
 * is unchanged.
 */
export const atCurrentPrice = (line: CartLine, priced: Priced): CartLine => {
  if (priced.totalPrice === line.totalPrice) return line;
  const vatCents = priced.parts.reduce((sum, part) => sum + vatPortionBp(part.unitPrice * part.count, part.vatBp), 0);
  const parts = partsAt(line.display.parts, priced);
  const { quantity } = line;
  const ownUnit = priced.parts[0]?.unitPrice;
  return {
    ...line,
    totalPrice: priced.totalPrice,
    vatCents,
    item: line.item.type === 'voucherCode' ? line.item : { ...line.item, totalPrice: priced.totalPrice },
    display: { ...line.display, parts },
    analytics: { ...line.analytics, unitPriceCents: line.analytics.quantity > 0 ? priced.totalPrice / line.analytics.quantity : priced.totalPrice, taxCents: vatCents },
    ...(quantity && ownUnit !== undefined
      ? {
          quantity: {
            ...quantity,
            unitPrice: ownUnit,
            ...(quantity.followers ? { followers: quantity.followers.map((follower, index) => ({ ...follower, unitPrice: priced.parts[index + 1]?.unitPrice ?? follower.unitPrice })) } : {}),
          },
        }
      : {}),
  };
};
