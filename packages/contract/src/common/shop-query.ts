import { z } from 'zod';

/** SPEC §7: the payment shop id every shop call names (177 for this installation). */
export const SHOP_ID = 177;

export const shopQuerySchema = z.object({
  shop: z.coerce.number().int().positive(),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;
