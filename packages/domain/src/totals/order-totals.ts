import { lineVatCents, type TotalsLine } from './line-vat.js';
import { applyVoucherTenders, type AppliedTender, type VoucherTender } from './voucher-tenders.js';
import { assertWholeAmount } from './whole-amount.js';

export interface OrderTotalsInput {
  /** The priced lines in cart order, voucher codes excluded (they are tenders, not lines). */
  lines: readonly TotalsLine[];
  /** The resolved cost (see `shippingCost`), or null when no shipping applies (SPEC §4). */
  shippingCents: number | null;
  /** The cart's voucher codes in line order. */
  vouchers: readonly VoucherTender[];
}

export interface OrderTotals {
  subtotalCents: number;
  /** null when no shipping applies, as SPEC §4 keeps it. */
  shippingCents: number | null;
  /** Lines plus shipping, before tenders. */
  totalCents: number;
  tenders: AppliedTender[];
  /** What the payment provider collects; 0 books without it (DESIGN.md "Payments"). */
  amountDueCents: number;
  /** VAT contained in the lines; vouchers are a way to pay, so they do not lower it. */
  vatCents: number;
}

/**
 * DESIGN.md "Commerce core: Totals": lines → subtotal → shipping → voucher codes applied in line
 * order, never below 0 (SPEC §4) → amount due. Voucher codes pay everything but gift vouchers, which
 * are always paid with money (SPEC §4). Integer cents only; a fraction or a negative amount
 * throws a RangeError.
 */
export const orderTotals = ({ lines, shippingCents, vouchers }: OrderTotalsInput): OrderTotals => {
  if (shippingCents !== null) assertWholeAmount(shippingCents, 'shippingCents');
  let subtotalCents = 0;
  let vatCents = 0;
  let notForVoucherCodesCents = 0;
  for (const line of lines) {
    vatCents += lineVatCents(line);
    subtotalCents += line.totalCents;
    if (line.voucherCodesMayPay === false) notForVoucherCodesCents += line.totalCents;
  }
  const totalCents = subtotalCents + (shippingCents ?? 0);
  const applied = applyVoucherTenders(totalCents - notForVoucherCodesCents, vouchers);
  const tenders = applied.tenders;
  const amountDueCents = applied.amountDueCents + notForVoucherCodesCents;
  return { subtotalCents, shippingCents, totalCents, tenders, amountDueCents, vatCents };
};
