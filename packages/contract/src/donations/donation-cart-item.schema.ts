import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';

/** The largest donation a line may carry, in cents: far above any catalog's bound, so the server's check names the real one. */
export const MAX_DONATION_CENTS = 100_000_000;

/**
 * A donation line: the shop's donation offer as id, and the amount given in cents, one of the offer's
 * fixed amounts or an amount of choice within its bounds. One donation per basket, never more than
 * one unit. `totalPrice` is what the basket showed; the server prices the line from the catalog.
 */
export const donationCartItemSchema = z.object({
  type: z.literal('donation'),
  id: z.coerce.number().int().positive().max(MAX_ID),
  amount: z.coerce.number().int().positive().max(MAX_DONATION_CENTS),
  totalPrice: z.number().int().optional(),
});
export type DonationCartItem = z.input<typeof donationCartItemSchema>;
