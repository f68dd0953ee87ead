import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';
import { multiLineText, oneLineText } from '../common/text-fields.js';
import { GIFT_MESSAGE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from '../constants.js';
import { MAX_LINE_QUANTITY } from '../merchandise/merchandise.schema.js';


/**
 * SPEC §3/§7 voucher line: the voucher, how many, and for a variable-amount voucher the amount of each
 * in cents (SPEC §5 takes the typed value ×100). The recipient's name and a short message are printed
 * on the voucher. `totalPrice` is what the basket showed; the server recomputes it.
 */
export const voucherCartItemSchema = z.object({
  type: z.literal('voucher'),
  id: z.coerce.number().int().positive().max(MAX_ID),
  count: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
  amount: z.coerce.number().int().nonnegative().max(100_000_000).optional(),
  recipient: oneLineText(RECIPIENT_MAX_LENGTH).optional(),
  message: multiLineText(GIFT_MESSAGE_MAX_LENGTH).optional(),
  totalPrice: z.number().int().optional(),
});
export type VoucherCartItem = z.input<typeof voucherCartItemSchema>;
