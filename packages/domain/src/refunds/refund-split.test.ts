import { describe, expect, it } from 'vitest';
import { lineRefundCents, releasedUnits, splitRefund } from './refund-split.js';

const paid = (...tenders: [number, number?][]) => tenders.map(([paidCents, refundedCents = 0]) => ({ paidCents, refundedCents }));

describe('splitRefund (in proportion to what each tender paid, cent-exact, never more than a tender still holds)', () => {
  it.each([
    { name: 'one tender, the whole amount', amount: 3600, tenders: paid([3600]), split: [3600] },
    { name: 'one tender, a part', amount: 1000, tenders: paid([3600]), split: [1000] },
    { name: 'half code, half card: one of two tickets', amount: 1800, tenders: paid([1800], [1800]), split: [900, 900] },
    { name: 'unequal tenders in proportion', amount: 3000, tenders: paid([1000], [5000]), split: [500, 2500] },
    { name: 'a cent left by rounding goes to the larger fraction', amount: 100, tenders: paid([100], [200]), split: [33, 67] },
    { name: 'a tie gives the cent to the earlier tender', amount: 1, tenders: paid([500], [500]), split: [1, 0] },
    { name: 'three tenders add up to the amount', amount: 1000, tenders: paid([333], [333], [334]), split: [333, 333, 334] },
    { name: 'a tender already given back takes nothing more', amount: 500, tenders: paid([1000, 1000], [1000]), split: [0, 500] },
    { name: 'a tender nearly given back takes what it still holds, the others the rest', amount: 1000, tenders: paid([1000, 900], [1000]), split: [100, 900] },
    { name: 'everything left', amount: 1200, tenders: paid([1000, 300], [1000, 500]), split: [700, 500] },
    { name: 'nothing', amount: 0, tenders: paid([1000], [2000]), split: [0, 0] },
    { name: 'a tender that paid nothing', amount: 700, tenders: paid([0], [700]), split: [0, 700] },
    { name: 'no tenders, nothing asked', amount: 0, tenders: [], split: [] },
  ])('$name', ({ amount, tenders, split }) => {
    expect(splitRefund(amount, tenders)).toEqual({ kind: 'split', sharesCents: split });
  });

  it.each([
    { name: 'more than was paid', amount: 3601, tenders: paid([1800], [1800]), refundable: 3600 },
    { name: 'more than is left after an earlier refund', amount: 2000, tenders: paid([1800, 900], [1800, 900]), refundable: 1800 },
    { name: 'anything once all went back', amount: 1, tenders: paid([1800, 1800]), refundable: 0 },
  ])('refuses $name', ({ amount, tenders, refundable }) => {
    expect(splitRefund(amount, tenders)).toEqual({ kind: 'too-much', refundableCents: refundable });
  });

  it('never gives a tender more than it holds, and always adds up, for many amounts', () => {
    const tenders = paid([1234, 200], [777], [5], [3000, 2999]);
    for (let amount = 0; amount <= 1234 - 200 + 777 + 5 + 1; amount += 7) {
      const split = splitRefund(amount, tenders);
      if (split.kind !== 'split') throw new Error(`refused ${amount}`);
      expect(split.sharesCents.reduce((sum, cents) => sum + cents, 0)).toBe(amount);
      split.sharesCents.forEach((cents, index) => expect(cents).toBeLessThanOrEqual((tenders[index]?.paidCents ?? 0) - (tenders[index]?.refundedCents ?? 0)));
    }
  });

  it('throws on amounts that are not whole cents', () => {
    expect(() => splitRefund(1.5, paid([100]))).toThrow(RangeError);
    expect(() => splitRefund(-1, paid([100]))).toThrow(RangeError);
  });
});

describe('lineRefundCents (a line’s total shared over its units)', () => {
  it.each([
    { name: 'one of two tickets', line: { totalCents: 3600, count: 2, refundedUnits: 0 }, units: 1, cents: 1800 },
    { name: 'the last unit takes the rounding', line: { totalCents: 1000, count: 3, refundedUnits: 2 }, units: 1, cents: 334 },
    { name: 'the first of three', line: { totalCents: 1000, count: 3, refundedUnits: 0 }, units: 1, cents: 333 },
    { name: 'all at once', line: { totalCents: 1000, count: 3, refundedUnits: 0 }, units: 3, cents: 1000 },
  ])('$name', ({ line, units, cents }) => {
    expect(lineRefundCents(line, units)).toBe(cents);
  });

  it('refuses more units than are left', () => {
    expect(() => lineRefundCents({ totalCents: 1000, count: 2, refundedUnits: 1 }, 2)).toThrow(RangeError);
    expect(() => lineRefundCents({ totalCents: 1000, count: 2, refundedUnits: 0 }, 0)).toThrow(RangeError);
  });
});

describe('releasedUnits (places or stock back for refunded units)', () => {
  it.each([
    { name: 'a ticket per place', claim: { quantity: 2, returned: 0 }, lineUnits: 2, before: 0, units: 1, released: 1 },
    { name: 'a family ticket: its places with its last unit', claim: { quantity: 4, returned: 0 }, lineUnits: 1, before: 0, units: 1, released: 4 },
    { name: 'never more than the claim still holds', claim: { quantity: 2, returned: 2 }, lineUnits: 2, before: 0, units: 2, released: 0 },
    { name: 'no units claimed', claim: { quantity: 2, returned: 0 }, lineUnits: 0, before: 0, units: 1, released: 0 },
  ])('$name', ({ claim, lineUnits, before, units, released }) => {
    expect(releasedUnits(claim, lineUnits, before, units)).toBe(released);
  });
});
