/** SPEC §5/§9: voucher validity is judged at UTC+1, a fixed offset with no daylight-saving change. */
const UTC_PLUS_ONE_MS = 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) at UTC+1 of an instant. */
export const dateAtUtcPlusOne = (now: Date): string => new Date(now.getTime() + UTC_PLUS_ONE_MS).toISOString().slice(0, 10);

export interface VoucherCodeFacts {
  /** First and last day the code may be used (YYYY-MM-DD, both inclusive). */
  validFrom: string;
  validTo: string;
  amountCents: number;
  /** Spent or held by unpaid orders. */
  usedCents: number;
}

export type VoucherRefusal = 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' | 'VOUCHER_NOW_IS_AFTER_VALID_TO' | 'VOUCHER_NO_AMOUNT_LEFT';

export type VoucherCodeState = { kind: 'usable'; availableCents: number } | { kind: 'refused'; code: VoucherRefusal };

/**
 * SPEC §5: before valid_from → VOUCHER_NOW_IS_BEFORE_VALID_FROM; after valid_to →
 * VOUCHER_NOW_IS_AFTER_VALID_TO; used_amount at or above amount → VOUCHER_NO_AMOUNT_LEFT; the days are
 * taken at UTC+1. Otherwise the code can pay up to what is left of it.
 */
export const voucherCodeState = (facts: VoucherCodeFacts, now: Date): VoucherCodeState => {
  const today = dateAtUtcPlusOne(now);
  if (today < facts.validFrom) return { kind: 'refused', code: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' };
  if (today > facts.validTo) return { kind: 'refused', code: 'VOUCHER_NOW_IS_AFTER_VALID_TO' };
  if (facts.usedCents >= facts.amountCents) return { kind: 'refused', code: 'VOUCHER_NO_AMOUNT_LEFT' };
  return { kind: 'usable', availableCents: facts.amountCents - facts.usedCents };
};
