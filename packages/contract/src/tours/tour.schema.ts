import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { MAX_ID } from '../common/shop-query.js';
import { customGroupSchema } from '../events/event.schema.js';
import { isoDateSchema, offsetDateTimeSchema } from '../events/event-dates.js';

export const tourIdSchema = z.coerce.number().int().positive().max(MAX_ID);

const shop = z.coerce.number().int().positive().max(MAX_ID).optional();

/** 0/1 flags as SPEC §3 sends them. */
export const tourFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * SPEC §3 guided tour list item, texts in the request language. `langIdentifier` is the language
 * the tour is given in (any ISO 639-1 code), `langName` its name in the request language;
 * `custom_groups` are the tour's categories; `price_from` in cents what one paying visitor pays at least
 * (domain tourPriceFrom: a place plus the admission it requires), 0 only when nothing costs money.
 */
export const tourListItemSchema = z.object({
  id: z.number().int().positive(),
  langIdentifier: z.string(),
  langName: z.string(),
  museumId: z.number().int(),
  venue: z.string(),
  custom_groups: z.array(customGroupSchema),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int().positive(),
  price_from: z.number().int().nonnegative().nullable(),
  single_ticketing: tourFlagSchema,
  max_participants: z.number().int().positive(),
  min_participants: z.number().int().nonnegative(),
  /** First date (museum time) with a bookable slot. */
  next_date: isoDateSchema,
  sequence_no: z.number().int(),
});
export type TourListItem = z.infer<typeof tourListItemSchema>;

/** `tour/select/event`: every tour of the shop with a bookable slot, by sequence_no, then next date. */
export const tourSelectQuerySchema = z.object({ shop });
export const tourSelectResponseSchema = envelope(z.object({ tours: z.array(tourListItemSchema) }));
export type TourSelectResponse = z.infer<typeof tourSelectResponseSchema>;

/** `tour/attr`: the shop's tour categories (the filter's choices), by sequence. */
export const tourAttrQuerySchema = z.object({ shop });
export const tourAttrResponseSchema = envelope(z.object({ category: z.array(customGroupSchema) }));
export type TourAttrResponse = z.infer<typeof tourAttrResponseSchema>;

/** A query date: YYYYMMDD like path dates, or YYYY-MM-DD; whether the day exists is checked by the server. */
export const queryDateSchema = z.string().regex(/^(\d{8}|\d{4}-\d{2}-\d{2})$/);

/** DESIGN.md: the overview looks at most a month ahead; the next-few-days view asks for 5. */
export const MAX_OVERVIEW_LOOKAHEAD_DAYS = 31;

export const tourOverviewQuerySchema = z.object({
  date: queryDateSchema,
  lookahead: z.coerce.number().int().min(1).max(MAX_OVERVIEW_LOOKAHEAD_DAYS).default(5),
  shop,
});

/** A start time of a tour on an overview day. */
export const tourOverviewTimeSchema = z.object({
  time: z.string(),
  datetime: offsetDateTimeSchema,
  timeslotId: z.number().int().positive(),
  soldout: z.boolean(),
});

export const tourOverviewEntrySchema = tourListItemSchema
  .pick({ id: true, name: true, langIdentifier: true, langName: true, venue: true, image: true, duration: true, custom_groups: true })
  .extend({ times: z.array(tourOverviewTimeSchema) });
export type TourOverviewEntry = z.infer<typeof tourOverviewEntrySchema>;

/**
 * `tour/overview?date&lookahead`: each museum date from `date` on, `lookahead` days, mapped to the
 * tours starting that day (every day present, an empty list when nothing starts).
 */
export const tourOverviewResponseSchema = envelope(z.record(isoDateSchema, z.array(tourOverviewEntrySchema)));
export type TourOverviewResponse = z.infer<typeof tourOverviewResponseSchema>;

export const tourParamsSchema = z.object({ lang: langSchema, id: tourIdSchema });
