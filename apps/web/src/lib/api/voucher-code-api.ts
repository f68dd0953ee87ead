import type { VoucherCode } from '@foyer/contract';
import { apiGet } from './api-client';
import { ApiError } from './api-error';

/** SPEC §7 `GET voucher?voucher={code}`: a voucher code with what it can still pay, for the basket and the balance check. */
export const lookUpVoucherCode = (barcode: string): Promise<VoucherCode> => apiGet<VoucherCode>('voucher', { voucher: barcode });

/** The refusals SPEC §5/§8 name for a code; each has its own text in the `errors` catalog. */
const REFUSALS = ['VOUCHER_NOT_FOUND', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM', 'VOUCHER_NOW_IS_AFTER_VALID_TO', 'VOUCHER_NO_AMOUNT_LEFT'] as const;

export type VoucherLookupError = (typeof REFUSALS)[number] | 'VOUCHER_UNKNOWN_ERROR';

/** SPEC §8: a 422 shows the code's own text; any other failure the general voucher error. */
export const voucherLookupError = (error: unknown): VoucherLookupError => {
  if (!(error instanceof ApiError) || error.status !== 422) return 'VOUCHER_UNKNOWN_ERROR';
  return REFUSALS.find((code) => code === error.code) ?? 'VOUCHER_UNKNOWN_ERROR';
};
