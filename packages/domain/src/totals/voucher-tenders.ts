import { assertWholeAmount } from './whole-amount.js';

/** A voucher code of the cart (SPEC §3 voucherCode line) with the value it still holds. */
export interface VoucherTender {
  availableCents: number;
}

/** SPEC §4 "the code stores the discount used and the value remaining". */
export interface AppliedTender {
  /** Position of the code among the cart's voucher codes, in line order. */
  index: number;
  appliedCents: number;
  remainingCents: number;
}

/**
 * SPEC §4: voucher values are applied in line order against the remaining non-voucher total, which
 * never drops below 0. A code takes what is still open and keeps the rest of its value; a code that
 * comes after the total is covered takes nothing.
 */
export const applyVoucherTenders = (openCents: number, vouchers: readonly VoucherTender[]): { tenders: AppliedTender[]; amountDueCents: number } => {
  assertWholeAmount(openCents, 'openCents');
  let due = openCents;
  const tenders = vouchers.map((voucher, index) => {
    assertWholeAmount(voucher.availableCents, 'availableCents');
    const appliedCents = Math.min(due, voucher.availableCents);
    due -= appliedCents;
    return { index, appliedCents, remainingCents: voucher.availableCents - appliedCents };
  });
  return { tenders, amountDueCents: due };
};
