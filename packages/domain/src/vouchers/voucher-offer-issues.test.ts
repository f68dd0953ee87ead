import { describe, expect, it } from 'vitest';
import { voucherOfferIssues, type VoucherOffer } from './voucher-offer-issues.js';

const VARIABLE: VoucherOffer = { price: 4000, variableAmount: true, minAmount: 1000, maxAmount: 50000 };
const FIXED: VoucherOffer = { ...VARIABLE, price: 5000, variableAmount: false };

describe('voucherOfferIssues', () => {
  it.each([
    { name: 'a variable voucher suggesting an amount within its bounds', offer: VARIABLE },
    { name: 'a suggested amount on the lower bound', offer: { ...VARIABLE, price: 1000 } },
    { name: 'a suggested amount on the upper bound', offer: { ...VARIABLE, price: 50000 } },
    { name: 'equal bounds', offer: { ...VARIABLE, price: 2000, minAmount: 2000, maxAmount: 2000 } },
    { name: 'a fixed voucher whose price lies outside the (unused) bounds', offer: { ...FIXED, price: 80000 } },
  ])('accepts $name', ({ offer }) => expect(voucherOfferIssues(offer)).toEqual([]));

  it.each([
    { name: 'a minimum above the maximum', offer: { ...VARIABLE, minAmount: 60000 }, issue: { path: ['minAmount'], code: 'min_above_max' } },
    { name: 'bounds in the wrong order on a fixed voucher too', offer: { ...FIXED, minAmount: 2000, maxAmount: 1000 }, issue: { path: ['minAmount'], code: 'min_above_max' } },
    { name: 'a suggested amount below the minimum', offer: { ...VARIABLE, price: 999 }, issue: { path: ['price'], code: 'amount_outside_bounds' } },
    { name: 'a suggested amount above the maximum', offer: { ...VARIABLE, price: 50001 }, issue: { path: ['price'], code: 'amount_outside_bounds' } },
    { name: 'a fixed voucher worth nothing', offer: { ...FIXED, price: 0 }, issue: { path: ['price'], code: 'fixed_voucher_without_price' } },
  ])('refuses $name', ({ offer, issue }) => expect(voucherOfferIssues(offer)).toEqual([issue]));
});
