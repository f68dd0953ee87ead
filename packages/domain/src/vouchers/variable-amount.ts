/** DESIGN.md: a variable-amount voucher's bounds unless the catalog sets its own (10.00 to 500.00). */
export const DEFAULT_VOUCHER_MIN_CENTS = 1_000;
export const DEFAULT_VOUCHER_MAX_CENTS = 50_000;

/**
 * SPEC §5 variable-amount voucher: what the visitor typed becomes cents. A negative amount is made
 * positive, an empty (or unreadable) value keeps the previous amount, and the amount is taken ×100
 * (a comma works as the decimal mark too, as most of the shop's languages write it).
 */
export const variableAmountCents = (typed: string, previousCents: number): number => {
  const cleaned = typed.trim().replace(/[\s'’]/g, '').replace(',', '.');
  if (cleaned === '' || !/^[-+]?\d*(\.\d*)?$/.test(cleaned) || cleaned.replace(/[-+.]/g, '') === '') return previousCents;
  return Math.round(Math.abs(Number(cleaned)) * 100);
};

export interface VoucherAmountBounds {
  minCents: number;
  maxCents: number;
}

export type VoucherAmountCheck = 'ok' | 'below_minimum' | 'above_maximum';

/** DESIGN.md: a variable amount must lie within the voucher's min/max, both inclusive, in whole cents. */
export const checkVoucherAmount = (cents: number, bounds: VoucherAmountBounds): VoucherAmountCheck => {
  if (cents < bounds.minCents) return 'below_minimum';
  if (cents > bounds.maxCents) return 'above_maximum';
  return 'ok';
};
