import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';

/**
 * SPEC §3/§7 merchandise line: type, id (the product), count. `totalPrice` is what the basket
 * showed; the server recomputes and refuses a different amount with PRICE_CHANGED.
 */
export const merchandiseCartItemSchema = z.object({
  type: z.literal('merchandise'),
  id: z.coerce.number().int().positive().max(MAX_ID),
  count: z.coerce.number().int().min(1).max(1000),
  totalPrice: z.number().int().optional(),
});
export type MerchandiseCartItem = z.infer<typeof merchandiseCartItemSchema>;
