import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';
import { productImageSchema } from '../merchandise/merchandise.schema.js';

const shop = z.coerce.number().int().positive().max(MAX_ID).optional();

export const giftVoucherIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A group of gift vouchers (SPEC §3 Voucher groupId), texts in the request language. */
export const voucherGroupSchema = z.object({ id: z.number().int(), name: z.string(), sequence: z.number().int() });
export type VoucherGroup = z.infer<typeof voucherGroupSchema>;

/**
 * SPEC §3 Voucher: id, name, price, vat_value, variable_amount, groupId, sequence_no. A fixed voucher
 * costs `price` cents and is worth as much; a variable one takes the buyer's amount within
 * `min_amount`..`max_amount` (DESIGN.md, cents) and its `price` is the suggested amount. The code it
 * issues is valid for `validity_months`.
 */
export const giftVoucherSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  teaser: z.string(),
  description: z.string(),
  image: productImageSchema.nullable(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  variable_amount: z.boolean(),
  min_amount: z.number().int().nonnegative(),
  max_amount: z.number().int().nonnegative(),
  groupId: z.number().int().nullable(),
  sequence_no: z.number().int(),
  validity_months: z.number().int().positive(),
});
export type GiftVoucher = z.infer<typeof giftVoucherSchema>;

/** `voucher/select/event/`: the shop's gift vouchers by sequence_no. */
export const voucherSelectQuerySchema = z.object({ shop });
export const voucherSelectResponseSchema = envelope(z.object({ vouchers: z.array(giftVoucherSchema) }));
export type VoucherSelectResponse = z.infer<typeof voucherSelectResponseSchema>;

/** `voucher/selectOne/price/{id}`: one gift voucher; 404 GIFT_VOUCHER_NOT_FOUND when the shop does not sell it. */
export const voucherSelectOneParamsSchema = z.object({ id: giftVoucherIdSchema });
export const voucherSelectOneResponseSchema = envelope(giftVoucherSchema);
export type VoucherSelectOneResponse = z.infer<typeof voucherSelectOneResponseSchema>;

/** `voucher/attr`: the groups that hold at least one voucher, by sequence. */
export const voucherAttrResponseSchema = envelope(z.object({ groups: z.array(voucherGroupSchema) }));
export type VoucherAttrResponse = z.infer<typeof voucherAttrResponseSchema>;
