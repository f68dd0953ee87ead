import { z } from 'zod';

/** SPEC §7: the payment shop id every shop call names (177 for this installation). */
export const SHOP_ID = 177;

/** Ids are 32-bit database integers; larger numbers are invalid input, not a database error. */
export const MAX_ID = 2_147_483_647;

export const shopQuerySchema = z.object({
  shop: z.coerce.number().int().positive().max(MAX_ID),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;
