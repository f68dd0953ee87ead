import { describe, expect, it } from 'vitest';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import type { CartLine } from './cart-line';
import { atCurrentPrice } from './current-price';
import { withCount } from './line-count';

const VAT = 810;

/** Two adults with an audio guide each: a count the basket may change, the guide following it. */
const guidedAdults: CartLine = {
  ...adultsLine,
  totalPrice: 5000,
  vatCents: 375,
  item: { type: 'ticket', count: 2, id: 10021, datetime: '2026-11-22T11:00:00+01:00', subtickets: [{ id: 7, count: 2 }], totalPrice: 5000 },
  display: { ...adultsLine.display, parts: [{ count: 2, name: 'Adults', unitPrice: 2200 }, { count: 2, name: 'Audio guide', unitPrice: 300, sub: true }] },
  quantity: { count: 2, max: 10, unitPrice: 2200, vatBp: VAT, followers: [{ id: 7, count: 2, minPerUnit: 0, maxPerUnit: 1, unitPrice: 300, vatBp: VAT }] },
};

describe('a basket line at the price checkout would charge now', () => {
  it.each([
    ['one part', adultsLine, { totalPrice: 5000, parts: [{ count: 2, unitPrice: 2500, vatBp: VAT }] }, [2500], 5000, 375],
    ['a ticket and what follows it', guidedAdults, { totalPrice: 5600, parts: [{ count: 2, unitPrice: 2500, vatBp: VAT }, { count: 2, unitPrice: 300, vatBp: VAT }] }, [2500, 300], 5600, 420],
    [
      'a family ticket, priced by checkout on its first member',
      familyLine,
      { totalPrice: 5800, parts: [{ count: 1, unitPrice: 5800, vatBp: VAT }, { count: 1, unitPrice: 0, vatBp: VAT }, { count: 3, unitPrice: 0, vatBp: VAT }] },
      [5800, null, null],
      5800,
      435,
    ],
  ] as const)('%s: the parts shown, total, VAT, wire item and analytics', (_, line, priced, unitPrices, total, vat) => {
    const next = atCurrentPrice(line, { totalPrice: priced.totalPrice, parts: [...priced.parts] });
    expect(next.display.parts.map((part) => part.unitPrice)).toEqual(unitPrices);
    expect(next).toMatchObject({ totalPrice: total, vatCents: vat, item: { totalPrice: total }, analytics: { taxCents: vat, unitPriceCents: total / line.analytics.quantity } });
  });

  it('keeps a free part shown as included', () => {
    const next = atCurrentPrice(guidedAdults, { totalPrice: 5200, parts: [{ count: 2, unitPrice: 2600, vatBp: VAT }, { count: 2, unitPrice: 0, vatBp: VAT }] });
    expect(next.display.parts[1]?.unitPrice).toBe(0);
    const included = { ...guidedAdults, display: { ...guidedAdults.display, parts: [guidedAdults.display.parts[0]!, { ...guidedAdults.display.parts[1]!, unitPrice: null }] } };
    expect(atCurrentPrice(included, { totalPrice: 5200, parts: [{ count: 2, unitPrice: 2600, vatBp: VAT }, { count: 2, unitPrice: 0, vatBp: VAT }] }).display.parts[1]?.unitPrice).toBeNull();
  });

  it('takes a new count from the new unit prices', () => {
    const next = withCount(atCurrentPrice(guidedAdults, { totalPrice: 5700, parts: [{ count: 2, unitPrice: 2500, vatBp: VAT }, { count: 2, unitPrice: 350, vatBp: VAT }] }), 3);
    // Three adults at 25.00; the two audio guides stay two (at most one each), now at 3.50.
    expect(next).toMatchObject({ totalPrice: 8200, item: { count: 3, totalPrice: 8200 } });
    expect(withCount(atCurrentPrice(mugLine, { totalPrice: 2 * 1900, parts: [{ count: mugLine.quantity?.count ?? 0, unitPrice: 1900, vatBp: VAT }] }), 1).totalPrice).toBe(1900);
  });

  it('is the same line when the price has not changed', () => {
    expect(atCurrentPrice(adultsLine, { totalPrice: 4400, parts: [{ count: 2, unitPrice: 2200, vatBp: VAT }] })).toBe(adultsLine);
  });
});
