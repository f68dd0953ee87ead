import { assertWholeAmount } from './whole-amount.js';

/** A priced part of a line at its own VAT rate (a ticket type, a subticket, a tour price). */
export interface VatPart {
  count: number;
  unitPriceCents: number;
  /** VAT rate in basis points: 8.1 % is 810. */
  vatBp: number;
}

/** What the totals need of a priced line; the server's priced lines fit this shape as they are. */
export interface TotalsLine {
  totalCents: number;
  /** The line's rate in basis points, used when it has no parts. */
  vatBp: number;
  /** When present, VAT is taken part by part, each at its own rate, and the parts must add up to `totalCents`. */
  parts?: readonly VatPart[];
  /** Goods to ship; 0 for admissions. */
  shippingWeightGrams: number;
  /** SPEC §4: gift vouchers cannot be paid with voucher codes; every other line can (the default). */
  voucherCodesMayPay?: boolean;
}

/**
 * SPEC §9: tax is the tax portion of the gross price, rounded to whole cents. Integer basis points
 * keep the rate exact (8.1 % as a float is not), e.g. 3600 at 810 bp holds 270.
 */
export const vatPortionBp = (grossCents: number, vatBp: number): number => {
  assertWholeAmount(grossCents, 'grossCents');
  assertWholeAmount(vatBp, 'vatBp');
  return Math.round((grossCents * vatBp) / (10_000 + vatBp));
};

/**
 * SPEC §9 applied per line: the VAT a line contains, rounded per part when the line has parts at
 * different rates (as ticket and tour pricing do), else once on the line's total.
 */
export const lineVatCents = (line: TotalsLine): number => {
  assertWholeAmount(line.totalCents, 'totalCents');
  if (line.parts === undefined) return vatPortionBp(line.totalCents, line.vatBp);
  let partsCents = 0;
  let vat = 0;
  for (const part of line.parts) {
    assertWholeAmount(part.count, 'count');
    assertWholeAmount(part.unitPriceCents, 'unitPriceCents');
    partsCents += part.count * part.unitPriceCents;
    vat += vatPortionBp(part.count * part.unitPriceCents, part.vatBp);
  }
  if (partsCents !== line.totalCents) throw new RangeError(`line parts add up to ${partsCents}, its total is ${line.totalCents}`);
  return vat;
};
