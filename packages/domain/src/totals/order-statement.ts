import { formatVoucherCode } from '../vouchers/format-voucher-code.js';
import { assertWholeAmount } from './whole-amount.js';

/** A voucher code that paid part of an order, and how much. */
export interface StatementCode {
  code: string;
  appliedCents: number;
}

export interface OrderStatementInput {
  /** Each line's total, in order. */
  lineCents: readonly number[];
  /** null when nothing is shipped, so no shipping row shows (SPEC §4). */
  shippingCents: number | null;
  /** The voucher codes that paid, in line order, with what each paid (the tenders `orderTotals` applied). */
  codes: readonly StatementCode[];
}

/** The rows every summary shows, in this order, each one the sum of the rows above it less the codes. */
export interface OrderStatement {
  subtotalCents: number;
  shippingCents: number | null;
  /** Subtotal plus shipping: what the order costs, and what its VAT belongs to. */
  totalCents: number;
  /** Each code written as printed, in groups of four ("RKN3-NPAA-XUTY-RF77"). */
  codes: StatementCode[];
  /** The total less what the codes paid: what is left for the payment provider. */
  amountDueCents: number;
}

/**
 * DESIGN.md "Commerce core: Totals" as a visitor reads it, on the basket, the thank-you page, the
 * order's page and the payment page alike: lines → subtotal → shipping → total → each voucher code →
 * amount due. The codes of a placed order paid what it stored; they never pay more than the total,
 * so an amount due below 0 means the input is not one order's and throws a RangeError.
 */
export const orderStatement = ({ lineCents, shippingCents, codes }: OrderStatementInput): OrderStatement => {
  for (const cents of lineCents) assertWholeAmount(cents, 'lineCents');
  if (shippingCents !== null) assertWholeAmount(shippingCents, 'shippingCents');
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const totalCents = subtotalCents + (shippingCents ?? 0);
  let amountDueCents = totalCents;
  const grouped = codes.map(({ code, appliedCents }) => {
    assertWholeAmount(appliedCents, 'appliedCents');
    amountDueCents -= appliedCents;
    return { code: formatVoucherCode(code), appliedCents };
  });
  if (amountDueCents < 0) throw new RangeError('voucher codes paid more than the order costs');
  return { subtotalCents, shippingCents, totalCents, codes: grouped, amountDueCents };
};
