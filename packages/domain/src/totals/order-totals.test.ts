import { describe, expect, it } from 'vitest';
import { lineVatCents, type TotalsLine } from './line-vat.js';
import { orderTotals } from './order-totals.js';

/** A ticket line priced at one rate (8.1 % = 810 bp), nothing to ship. */
const ticket = (totalCents: number, vatBp = 810): TotalsLine => ({ totalCents, vatBp, shippingWeightGrams: 0 });
const book = (totalCents: number): TotalsLine => ({ totalCents, vatBp: 260, shippingWeightGrams: 400 });
/** A gift voucher: VAT-free, paid with money only (SPEC §4). */
const giftVoucher = (totalCents: number): TotalsLine => ({ totalCents, vatBp: 0, shippingWeightGrams: 0, voucherCodesMayPay: false });
const vouchers = (...amounts: number[]) => amounts.map((availableCents) => ({ availableCents }));

describe('orderTotals (DESIGN.md "Totals": lines → subtotal → shipping → voucher codes → amount due)', () => {
  it.each([
    {
      name: 'no lines',
      input: { lines: [], shippingCents: null, vouchers: [] },
      totals: { subtotalCents: 0, shippingCents: null, totalCents: 0, tenders: [], amountDueCents: 0, vatCents: 0 },
    },
    {
      name: 'one line',
      input: { lines: [ticket(3600)], shippingCents: null, vouchers: [] },
      totals: { subtotalCents: 3600, shippingCents: null, totalCents: 3600, tenders: [], amountDueCents: 3600, vatCents: 270 },
    },
    {
      name: 'several lines at different rates',
      input: { lines: [ticket(3600), ticket(2400, 260), ticket(1190, 1900)], shippingCents: null, vouchers: [] },
      totals: { subtotalCents: 7190, shippingCents: null, totalCents: 7190, tenders: [], amountDueCents: 7190, vatCents: 270 + 61 + 190 },
    },
    {
      name: 'shipping 0 (goods shipped free)',
      input: { lines: [book(2400)], shippingCents: 0, vouchers: [] },
      totals: { subtotalCents: 2400, shippingCents: 0, totalCents: 2400, tenders: [], amountDueCents: 2400, vatCents: 61 },
    },
    {
      name: 'shipping adds to the total, not to the VAT of the lines',
      input: { lines: [ticket(3600), book(2400)], shippingCents: 900, vouchers: [] },
      totals: { subtotalCents: 6000, shippingCents: 900, totalCents: 6900, tenders: [], amountDueCents: 6900, vatCents: 331 },
    },
    {
      name: 'one voucher smaller than the total',
      input: { lines: [ticket(3600)], shippingCents: null, vouchers: vouchers(1000) },
      totals: { subtotalCents: 3600, shippingCents: null, totalCents: 3600, tenders: [{ index: 0, appliedCents: 1000, remainingCents: 0 }], amountDueCents: 2600, vatCents: 270 },
    },
    {
      name: 'one voucher larger than the total keeps its remaining value; nothing is due',
      input: { lines: [ticket(3600)], shippingCents: null, vouchers: vouchers(5000) },
      totals: { subtotalCents: 3600, shippingCents: null, totalCents: 3600, tenders: [{ index: 0, appliedCents: 3600, remainingCents: 1400 }], amountDueCents: 0, vatCents: 270 },
    },
    {
      name: 'two vouchers in line order, the second only partly used; shipping is covered too',
      input: { lines: [ticket(3600)], shippingCents: 900, vouchers: vouchers(3000, 2000) },
      totals: {
        subtotalCents: 3600,
        shippingCents: 900,
        totalCents: 4500,
        tenders: [
          { index: 0, appliedCents: 3000, remainingCents: 0 },
          { index: 1, appliedCents: 1500, remainingCents: 500 },
        ],
        amountDueCents: 0,
        vatCents: 270,
      },
    },
    {
      name: 'line order decides: the larger code first leaves the later one untouched',
      input: { lines: [ticket(3600)], shippingCents: null, vouchers: vouchers(5000, 1000) },
      totals: {
        subtotalCents: 3600,
        shippingCents: null,
        totalCents: 3600,
        tenders: [
          { index: 0, appliedCents: 3600, remainingCents: 1400 },
          { index: 1, appliedCents: 0, remainingCents: 1000 },
        ],
        amountDueCents: 0,
        vatCents: 270,
      },
    },
    {
      name: 'the worked example of docs/pricing-and-capacity.md "Totals"',
      input: { lines: [ticket(3600), book(2400)], shippingCents: 700, vouchers: vouchers(5000, 3000) },
      totals: {
        subtotalCents: 6000,
        shippingCents: 700,
        totalCents: 6700,
        tenders: [
          { index: 0, appliedCents: 5000, remainingCents: 0 },
          { index: 1, appliedCents: 1700, remainingCents: 1300 },
        ],
        amountDueCents: 0,
        vatCents: 331,
      },
    },
    {
      name: 'a voucher on a total of 0 takes nothing',
      input: { lines: [ticket(0)], shippingCents: null, vouchers: vouchers(2000) },
      totals: { subtotalCents: 0, shippingCents: null, totalCents: 0, tenders: [{ index: 0, appliedCents: 0, remainingCents: 2000 }], amountDueCents: 0, vatCents: 0 },
    },
    {
      name: 'a voucher code never pays for a gift voucher',
      input: { lines: [giftVoucher(5000)], shippingCents: null, vouchers: vouchers(2000) },
      totals: { subtotalCents: 5000, shippingCents: null, totalCents: 5000, tenders: [{ index: 0, appliedCents: 0, remainingCents: 2000 }], amountDueCents: 5000, vatCents: 0 },
    },
    {
      name: 'a voucher code pays the ticket beside a gift voucher, the gift voucher stays due',
      input: { lines: [ticket(3600), giftVoucher(5000)], shippingCents: null, vouchers: vouchers(10000) },
      totals: { subtotalCents: 8600, shippingCents: null, totalCents: 8600, tenders: [{ index: 0, appliedCents: 3600, remainingCents: 6400 }], amountDueCents: 5000, vatCents: 270 },
    },
    {
      name: 'a partial code against a ticket and shipping, with a gift voucher in between',
      input: { lines: [book(2400), giftVoucher(10000), ticket(3600)], shippingCents: 700, vouchers: vouchers(4000) },
      totals: { subtotalCents: 16000, shippingCents: 700, totalCents: 16700, tenders: [{ index: 0, appliedCents: 4000, remainingCents: 0 }], amountDueCents: 12700, vatCents: 331 },
    },
  ])('$name', ({ input, totals }) => expect(orderTotals(input)).toEqual(totals));

  it.each([
    { name: 'fractional line total', input: { lines: [ticket(12.5)], shippingCents: null, vouchers: [] } },
    { name: 'negative line total (a voucher passed as a line)', input: { lines: [ticket(-1000)], shippingCents: null, vouchers: [] } },
    { name: 'a percentage instead of basis points', input: { lines: [ticket(3600, 8.1)], shippingCents: null, vouchers: [] } },
    { name: 'negative shipping', input: { lines: [book(2400)], shippingCents: -1, vouchers: [] } },
    { name: 'fractional shipping', input: { lines: [book(2400)], shippingCents: 9.5, vouchers: [] } },
    { name: 'negative voucher value', input: { lines: [ticket(3600)], shippingCents: null, vouchers: vouchers(-500) } },
    { name: 'fractional voucher value', input: { lines: [ticket(3600)], shippingCents: null, vouchers: vouchers(10.01) } },
  ])('$name is a programming error (RangeError)', ({ input }) => expect(() => orderTotals(input)).toThrow(RangeError));
});

describe('VAT of a line (SPEC §9: the tax portion of the gross price, rounded)', () => {
  it.each([
    { name: 'one rate on the line total', line: ticket(10_810), vat: 810 },
    { name: 'reduced rate', line: ticket(2400, 260), vat: 61 },
    { name: 'no VAT', line: ticket(2400, 0), vat: 0 },
    {
      name: 'parts at their own rates',
      line: { totalCents: 4600, vatBp: 810, shippingWeightGrams: 0, parts: [{ count: 2, unitPriceCents: 1800, vatBp: 810 }, { count: 1, unitPriceCents: 1000, vatBp: 260 }] },
      vat: 270 + 25,
    },
    {
      name: 'parts are rounded one by one (7 + 7, not 15 on 200)',
      line: { totalCents: 200, vatBp: 810, shippingWeightGrams: 0, parts: [{ count: 1, unitPriceCents: 100, vatBp: 810 }, { count: 1, unitPriceCents: 100, vatBp: 810 }] },
      vat: 14,
    },
    {
      name: 'a free companion part adds nothing',
      line: { totalCents: 3600, vatBp: 810, shippingWeightGrams: 0, parts: [{ count: 2, unitPriceCents: 1800, vatBp: 810 }, { count: 1, unitPriceCents: 0, vatBp: 810 }] },
      vat: 270,
    },
  ])('$name -> $vat', ({ line, vat }) => expect(lineVatCents(line)).toBe(vat));

  it('refuses parts that do not add up to the line total', () =>
    expect(() => lineVatCents({ totalCents: 3700, vatBp: 810, shippingWeightGrams: 0, parts: [{ count: 2, unitPriceCents: 1800, vatBp: 810 }] })).toThrow(RangeError));
});
