import { z } from 'zod';

/** What a gift-voucher line keeps in order_lines.details: the voucher, the value of each and what it prints. */
export const voucherLineDetailsSchema = z.object({
  voucherId: z.number(),
  amountCents: z.number().int().positive(),
  validityMonths: z.number().int().positive(),
  recipient: z.string().nullable(),
  message: z.string().nullable(),
});
export type VoucherLineDetails = z.infer<typeof voucherLineDetailsSchema>;

export const parseVoucherLineDetails = (json: string): VoucherLineDetails => voucherLineDetailsSchema.parse(JSON.parse(json));
