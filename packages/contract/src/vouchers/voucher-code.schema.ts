import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';

/** Codes are printed and typed: trimmed (SPEC §5), compared without regard to case. */
export const voucherBarcodeSchema = z.string().trim().min(1).max(64);

/**
 * SPEC §7 voucherCode checkout item: type and barcode. A code is a tender, not a line: it pays part of
 * the order (DESIGN.md "Commerce core"); the server decides how much from its balance.
 */
export const voucherCodeItemSchema = z.object({
  type: z.literal('voucherCode'),
  barcode: voucherBarcodeSchema,
});
export type VoucherCodeItem = z.infer<typeof voucherCodeItemSchema>;

export const isVoucherCodeItem = (item: { type?: unknown }): boolean => item.type === 'voucherCode';

/** `GET voucher?voucher={code}` (SPEC §7, rate-limited). */
export const voucherLookupQuerySchema = z.object({
  voucher: voucherBarcodeSchema,
  shop: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

/**
 * SPEC §3 Voucher code: amounts in cents; `available_amount` is what it can still pay now (its amount
 * less what is spent or held by unpaid orders); validity dates are days at UTC+1, both inclusive.
 */
export const voucherCodeSchema = z.object({
  id: z.number().int().positive(),
  barcode: z.string(),
  name: z.string(),
  amount: z.number().int().nonnegative(),
  used_amount: z.number().int().nonnegative(),
  available_amount: z.number().int().nonnegative(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type VoucherCode = z.infer<typeof voucherCodeSchema>;

export const voucherLookupResponseSchema = envelope(voucherCodeSchema);
