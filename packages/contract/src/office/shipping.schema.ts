import { shippingTableIssues } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { localizedName } from './catalog-fields.js';

/** A band covers parcels up to and including `maxWeight` grams; `price` in cents (a negative one is refused by the table's rules, in words). */
const officeShippingBandSchema = z.object({
  maxWeight: z.number().int().positive().max(1_000_000),
  price: z.number().int().min(-10_000_000).max(10_000_000),
});

export const officeShippingZoneSchema = z.object({
  name: localizedName,
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250),
  bands: z.array(officeShippingBandSchema).min(1).max(50),
});
export type OfficeShippingZone = z.infer<typeof officeShippingZoneSchema>;

/**
 * The shipping table as the office edits it: the catalog file's `shipping` zones
 * (docs/catalog-format.md) in camelCase. A broken rule of the table (packages/domain,
 * shippingTableIssues: a negative cost, bands ending at the same weight, a country twice) names its
 * translated text.
 */
export const officeShippingZonesSchema = z
  .array(officeShippingZoneSchema)
  .max(100)
  .check((payload) => {
    if (payload.issues.length > 0) return;
    for (const issue of shippingTableIssues(payload.value)) {
      payload.issues.push({ code: 'custom', input: payload.value, path: issue.path, message: issue.code, params: { fieldMessage: issue.code } });
    }
  });

export const officeShippingRecordSchema = z.object({
  version: z.number().int(),
  zones: z.array(officeShippingZoneSchema),
  /** The countries the shop sells to (the catalog's `customer.countries`): those a zone should list. */
  shopCountries: z.array(z.string()),
});
export type OfficeShippingRecord = z.infer<typeof officeShippingRecordSchema>;

/** `GET /office/api/shipping` (owner, editor), and the answer of an update. */
export const officeShippingResponseSchema = envelope(z.object({ record: officeShippingRecordSchema }));

/** `PUT /office/api/shipping`: the whole table and the version it was read at; a stale one answers 409 OFFICE_STALE with the table as it is now. */
export const updateOfficeShippingBodySchema = z.object({ zones: officeShippingZonesSchema, version: z.number().int().min(0) });

export const officeShippingStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeShippingRecordSchema });
export type OfficeShippingStaleError = z.infer<typeof officeShippingStaleErrorSchema>;
