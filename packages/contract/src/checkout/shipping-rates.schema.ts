import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** A country by key (ISO 3166-1 alpha-2) and name in the request language. */
const countrySchema = z.object({ key: z.string(), name: z.string() });

/**
 * `GET shipping/rates`: the catalog's shipping table for the shipping page, zone by zone, each band
 * priced up to and including `max_weight` grams (cents, gross).
 */
export const shippingRatesResponseSchema = envelope(
  z.object({
    zones: z.array(
      z.object({
        name: z.string(),
        countries: z.array(countrySchema),
        bands: z.array(z.object({ max_weight: z.number().int().positive(), price: z.number().int().nonnegative() })),
      }),
    ),
  }),
);
export type ShippingRatesResponse = z.infer<typeof shippingRatesResponseSchema>;
