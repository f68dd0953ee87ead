import { isPassEntriesPerDay, PASS_ENTRIES_PER_DAY_DEFAULT } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { imageSrcSchema, localizedLine, localizedName, localizedParagraphs, priceSchema, sequenceNoSchema, vatSchema } from './catalog-fields.js';

/**
 * An annual pass as the office edits it: the catalog file's product of kind "13"
 * (docs/catalog-format.md, `products`) in camelCase. `image` is its card picture, `imageAlt` what the
 * picture shows; `stock` is how many cards the shop offers in all, sold ones included.
 */
export const officePassSchema = z.object({
  name: localizedName,
  teaser: localizedLine(300).default({}),
  description: localizedParagraphs(20_000).default({}),
  image: imageSrcSchema,
  imageAlt: localizedLine(300).default({}),
  price: priceSchema,
  vatValue: vatSchema,
  /** Months a card is valid from the day of purchase (DESIGN.md: default 12). */
  validityMonths: z.number().int().min(1).max(120).default(12),
  /** How many times a day the door admits a card (1 to 20, default 1); null: as often as it is shown. Cards keep what they were sold with. */
  doorEntriesPerDay: z.number().nullable().default(PASS_ENTRIES_PER_DAY_DEFAULT).refine(isPassEntriesPerDay, { params: { fieldMessage: 'entries_per_day' } }),
  stock: z.number().int().min(-1_000_000).max(10_000_000),
  /** Whether the shop offers it; an unlisted pass keeps its orders and cards. */
  listed: z.boolean().default(true),
  sequenceNo: sequenceNoSchema,
});
export type OfficePass = z.infer<typeof officePassSchema>;
export type OfficePassInput = z.input<typeof officePassSchema>;

/** A pass as stored: its id, the version an edit must name, and how many cards were sold (what `stock` counts with). */
export const officePassRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sold: z.number().int(),
  pass: officePassSchema,
});
export type OfficePassRecord = z.infer<typeof officePassRecordSchema>;

export const officePassSummarySchema = z.object({
  id: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  price: z.number().int(),
  validityMonths: z.number().int(),
  listed: z.boolean(),
  version: z.number().int(),
});
export type OfficePassSummary = z.infer<typeof officePassSummarySchema>;

/** `GET /office/api/passes` (owner, editor): every annual pass, listed ones first, in the shop's order. */
export const officePassListResponseSchema = envelope(z.object({ passes: z.array(officePassSummarySchema) }));

/** `GET /office/api/passes/:id`, and the answer of a create (201) or an update. */
export const officePassResponseSchema = envelope(z.object({ record: officePassRecordSchema }));

export const officeCatalogIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/passes`: a new pass with the next free product id. */
export const createOfficePassBodySchema = z.object({ pass: officePassSchema });

/** `PUT /office/api/passes/:id`: the whole pass and the version it was read at; a stale one answers 409 OFFICE_STALE with the pass as it is now. */
export const updateOfficePassBodySchema = z.object({ pass: officePassSchema, version: z.number().int().min(0) });

export const officePassStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officePassRecordSchema });
export type OfficePassStaleError = z.infer<typeof officePassStaleErrorSchema>;
