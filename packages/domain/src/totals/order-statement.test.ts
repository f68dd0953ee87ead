import { describe, expect, it } from 'vitest';
import { orderStatement } from './order-statement.js';

describe('orderStatement (lines → subtotal → shipping → total → voucher codes → amount due)', () => {
  it.each([
    {
      name: 'lines only',
      input: { lineCents: [3600, 2400], shippingCents: null, codes: [] },
      statement: { subtotalCents: 6000, shippingCents: null, totalCents: 6000, codes: [], amountDueCents: 6000 },
    },
    {
      name: 'goods with shipping: the total is the subtotal plus shipping',
      input: { lineCents: [12000], shippingCents: 2400, codes: [] },
      statement: { subtotalCents: 12000, shippingCents: 2400, totalCents: 14400, codes: [], amountDueCents: 14400 },
    },
    {
      name: 'free shipping keeps its row',
      input: { lineCents: [2400], shippingCents: 0, codes: [] },
      statement: { subtotalCents: 2400, shippingCents: 0, totalCents: 2400, codes: [], amountDueCents: 2400 },
    },
    {
      name: 'a code pays part, written with dashes',
      input: { lineCents: [8800], shippingCents: null, codes: [{ code: 'RKN3NPAAXUTYRF77', appliedCents: 7500 }] },
      statement: { subtotalCents: 8800, shippingCents: null, totalCents: 8800, codes: [{ code: 'RKN3-NPAA-XUTY-RF77', appliedCents: 7500 }], amountDueCents: 1300 },
    },
    {
      name: 'two codes after shipping pay everything',
      input: { lineCents: [5000], shippingCents: 900, codes: [{ code: 'AAAACCCCDDDDEEEE', appliedCents: 5000 }, { code: 'FFFFGGGGHHHHJJJJ', appliedCents: 900 }] },
      statement: {
        subtotalCents: 5000,
        shippingCents: 900,
        totalCents: 5900,
        codes: [
          { code: 'AAAA-CCCC-DDDD-EEEE', appliedCents: 5000 },
          { code: 'FFFF-GGGG-HHHH-JJJJ', appliedCents: 900 },
        ],
        amountDueCents: 0,
      },
    },
  ])('$name', ({ input, statement }) => expect(orderStatement(input)).toEqual(statement));

  it.each([
    { name: 'codes paying more than the order', input: { lineCents: [1000], shippingCents: null, codes: [{ code: 'AAAACCCCDDDDEEEE', appliedCents: 1001 }] } },
    { name: 'a fraction of a cent', input: { lineCents: [10.5], shippingCents: null, codes: [] } },
    { name: 'negative shipping', input: { lineCents: [1000], shippingCents: -1, codes: [] } },
  ])('refuses $name', ({ input }) => expect(() => orderStatement(input)).toThrow(RangeError));
});
