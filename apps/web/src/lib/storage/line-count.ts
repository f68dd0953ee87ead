import type { CartItemInput } from '@foyer/contract';
import { vatPortionBp } from '@foyer/domain';
import type { CartLine, LineFollower } from './cart-line';

/** The count a line that may change it can hold: a whole number from 1 up to its `max`. */
export const clampCount = (count: number, max: number): number => Math.max(1, Math.min(Math.floor(max), Math.round(count)));

/** A follower's count for `n` units: as before where the rule allows it, else the nearest count it allows. */
const followerFor = (follower: LineFollower, n: number): LineFollower => ({
  ...follower,
  count: Math.min(Math.max(follower.count, n * follower.minPerUnit), n * follower.maxPerUnit),
});

/** The wire item's subtickets with the followers' new counts (an item without subtickets stays as it is). */
const itemWith = (item: CartLine['item'], count: number, totalPrice: number, followers: readonly LineFollower[]): CartItemInput => {
  const subtickets = 'subtickets' in item && Array.isArray(item.subtickets) ? item.subtickets : null;
  const next = { ...item, count, totalPrice };
  if (subtickets === null) return next as CartItemInput;
  return { ...next, subtickets: subtickets.map((sub) => ({ ...sub, count: followers.find((f) => f.id === sub.id)?.count ?? sub.count })) } as CartItemInput;
};

/**
 * A line priced as count × unit price with a new count (clamped to 1..max): total, VAT, wire item,
 * analytics and the counts shown are rescaled from the unit figures the feature recorded, the parts
 * that come with each unit included, without looking at the kind. A line without `quantity`, or a
 * count that is not a number, stays as it is.
 */
export const withCount = (line: CartLine, count: number): CartLine => {
  const { quantity } = line;
  if (!quantity || !Number.isFinite(count)) return line;
  const n = clampCount(count, quantity.max);
  if (n === quantity.count) return line;
  const followers = (quantity.followers ?? []).map((follower) => followerFor(follower, n));
  const own = quantity.unitPrice * n;
  const totalPrice = followers.reduce((sum, f) => sum + f.unitPrice * f.count, own);
  const vatCents = followers.reduce((sum, f) => sum + vatPortionBp(f.unitPrice * f.count, f.vatBp), vatPortionBp(own, quantity.vatBp));
  const [first, ...rest] = line.display.parts;
  const parts = first ? [{ ...first, count: n }, ...rest.map((part, i) => ({ ...part, count: followers[i]?.count ?? part.count }))] : [];
  return {
    ...line,
    totalPrice,
    vatCents,
    item: itemWith(line.item, n, totalPrice, followers),
    display: { ...line.display, parts },
    analytics: { ...line.analytics, unitPriceCents: totalPrice / n, quantity: n, taxCents: vatCents },
    quantity: { ...quantity, count: n, ...(quantity.followers ? { followers } : {}) },
  };
};
