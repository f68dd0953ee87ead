import { assertWholeAmount } from '../totals/whole-amount.js';

/** One way an order was paid (a provider's payment, a voucher code): what it paid and what has gone back to it so far. */
export interface RefundTender {
  paidCents: number;
  refundedCents: number;
}

/**
 * How a refund of `amountCents` splits over the order's tenders, in their order: `too-much` when the
 * tenders together hold less than that, with what they still hold.
 */
export type RefundSplit = { kind: 'split'; sharesCents: number[] } | { kind: 'too-much'; refundableCents: number };

/** What a tender can still give back: never more than it paid minus what it already gave back. */
export const refundableCents = (tender: RefundTender): number => Math.max(0, tender.paidCents - tender.refundedCents);

/**
 * Splits a refund over the tenders in proportion to what each paid, cent-exact: the shares add up to
 * `amountCents`, and none is more than its tender can still give back. A tender that would get more
 * than it can is given all it can and the rest is split over the others the same way; cents left by
 * rounding down go to the largest fractions, the earlier tender on a tie.
 */
export const splitRefund = (amountCents: number, tenders: readonly RefundTender[]): RefundSplit => {
  assertWholeAmount(amountCents, 'amountCents');
  for (const tender of tenders) {
    assertWholeAmount(tender.paidCents, 'paidCents');
    assertWholeAmount(tender.refundedCents, 'refundedCents');
  }
  const room = tenders.map(refundableCents);
  const total = room.reduce((sum, cents) => sum + cents, 0);
  if (amountCents > total) return { kind: 'too-much', refundableCents: total };
  const shares = tenders.map(() => 0);
  let open = tenders.map((_, index) => index).filter((index) => (room[index] ?? 0) > 0);
  let left = amountCents;
  for (;;) {
    const weight = open.reduce((sum, index) => sum + (tenders[index]?.paidCents ?? 0), 0);
    // Products in BigInt: cents times cents may pass 2^53.
    const exact = open.map((index) => ({ index, numerator: BigInt(left) * BigInt(tenders[index]?.paidCents ?? 0) }));
    const capped = exact.filter(({ index, numerator }) => weight > 0 && numerator > BigInt(room[index] ?? 0) * BigInt(weight));
    if (capped.length > 0) {
      for (const { index } of capped) {
        shares[index] = room[index] ?? 0;
        left -= room[index] ?? 0;
      }
      open = open.filter((index) => !capped.some((tender) => tender.index === index));
      continue;
    }
    if (weight === 0) {
      // Only tenders that paid nothing are left, which can give nothing back.
      return { kind: 'split', sharesCents: shares };
    }
    const floors = exact.map(({ index, numerator }) => ({ index, cents: Number(numerator / BigInt(weight)), fraction: numerator % BigInt(weight) }));
    for (const { index, cents } of floors) shares[index] = cents;
    let rest = left - floors.reduce((sum, { cents }) => sum + cents, 0);
    for (const { index } of [...floors].sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1))) {
      if (rest === 0) break;
      shares[index] = (shares[index] ?? 0) + 1;
      rest -= 1;
    }
    return { kind: 'split', sharesCents: shares };
  }
};

/**
 * What `units` more of a line's `count` units are worth when `refundedUnits` went back already: the
 * line's total shared cent-exactly over its units, so refunding every unit one at a time gives back
 * the line's total, never a cent more or less.
 */
export const lineRefundCents = (line: { totalCents: number; count: number; refundedUnits: number }, units: number): number => {
  assertWholeAmount(line.totalCents, 'totalCents');
  if (!Number.isInteger(units) || units <= 0 || line.refundedUnits + units > line.count) throw new RangeError(`cannot refund ${units} of ${line.count - line.refundedUnits} units left`);
  const upTo = (refunded: number): number => Math.floor((line.totalCents * refunded) / line.count);
  return upTo(line.refundedUnits + units) - upTo(line.refundedUnits);
};

/**
 * How many units of a held resource (a time's places, a product's stock) go back when `units` more of
 * the `lineUnits` units that claimed it are refunded: in proportion, so a family ticket's places
 * (fewer or more than its count) all come back with its last unit, and never more than the claim
 * still holds.
 */
export const releasedUnits = (claim: { quantity: number; returned: number }, lineUnits: number, refundedBefore: number, units: number): number => {
  if (lineUnits <= 0) return 0;
  const upTo = (refunded: number): number => Math.floor((claim.quantity * Math.min(refunded, lineUnits)) / lineUnits);
  return Math.max(0, Math.min(claim.quantity - claim.returned, upTo(refundedBefore + units) - upTo(refundedBefore)));
};
