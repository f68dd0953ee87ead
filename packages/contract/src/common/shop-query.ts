import { z } from 'zod';

/** Ids are 32-bit database integers; larger numbers are invalid input, not a database error. */
export const MAX_ID = 2_147_483_647;

export const shopQuerySchema = z.object({
  shop: z.coerce.number().int().positive().max(MAX_ID),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;
