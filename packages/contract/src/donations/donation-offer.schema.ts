import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';

/**
 * The shop's donation offer, texts in the request language: the fixed amounts the basket offers (cents,
 * in the catalog's order) and the bounds of an amount of choice, or null when the museum takes only
 * the fixed amounts. Donations carry no VAT; `receipt` says whether a paid donation gets a receipt page.
 */
export const donationOfferSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  text: z.string(),
  amounts: z.array(z.number().int().positive()),
  free: z.object({ min_amount: z.number().int().positive(), max_amount: z.number().int().positive() }).nullable(),
  receipt: z.boolean(),
});
export type DonationOffer = z.infer<typeof donationOfferSchema>;

/** `donation`: the offer, or null when the shop asks for no donations. */
export const donationQuerySchema = z.object({ shop: z.coerce.number().int().positive().max(MAX_ID).optional() });
export const donationResponseSchema = envelope(z.object({ offer: donationOfferSchema.nullable() }));
export type DonationResponse = z.infer<typeof donationResponseSchema>;
