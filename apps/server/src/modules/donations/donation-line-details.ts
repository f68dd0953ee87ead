import { z } from 'zod';

/**
 * What a donation line keeps in order_lines.details: the offer, the amount given, the museum's thanks
 * in the order's language (printed under the line in the mail and on the invoice) and whether the
 * offer issues a receipt, all as they were when the donation was made.
 */
export const donationLineDetailsSchema = z.object({
  offerId: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  thanks: z.string(),
  receipt: z.boolean(),
});
export type DonationLineDetails = z.infer<typeof donationLineDetailsSchema>;

export const parseDonationLineDetails = (json: string): DonationLineDetails => donationLineDetailsSchema.parse(JSON.parse(json));
