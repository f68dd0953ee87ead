import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';

/**
 * SPEC §7 shipping-costs line: type, id, count, datetime (tours send date and time, tickets
 * totalCount). Only goods weigh anything; the other lines are read for their type and ignored.
 */
export const shippingLineSchema = z.looseObject({
  type: z.string().max(40),
  id: z.coerce.number().int().nonnegative().max(MAX_ID).optional(),
  count: z.coerce.number().int().min(0).max(1000).optional(),
});

/**
 * `POST shipping/costs`: the cart's lines and, for guests, the country (ISO 3166-1 alpha-2). A
 * signed-in visitor (query `_`) without a country is priced for the delivery address on file.
 */
export const shippingCostsBodySchema = z.object({
  cart: z.array(shippingLineSchema).max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
});
export type ShippingCostsBody = z.input<typeof shippingCostsBodySchema>;

/** `data.cost` is the shipping cost in cents for `country`; 422 NO_SHIPPING_COSTS when there is no rate. */
export const shippingCostsResponseSchema = envelope(z.object({ cost: z.number().int().nonnegative(), country: z.string() }));
export type ShippingCostsResponse = z.infer<typeof shippingCostsResponseSchema>;
