import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { MAX_ID } from '../common/shop-query.js';
import { offsetDateTimeSchema } from './event-dates.js';

export const customGroupSchema = z.object({ id: z.number().int(), name: z.string() });

/** SPEC §3 Event, texts in the request language. Datetimes in museum time with offset. */
export const eventSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  venue: z.string(),
  image: z.string().nullable(),
  custom_groups: z.array(customGroupSchema),
  sequence_no: z.number().int(),
  /** Catalog value, else the first bookable slot; null when nothing is bookable any more. */
  sorting_datetime: offsetDateTimeSchema.nullable(),
  /** End of the last slot. */
  end: offsetDateTimeSchema.nullable(),
  /** 1 timeslot, 3 day ticket, 5 performance: the mode all tickets of this event share. */
  mode: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  /** What one visitor pays at least, in cents: the cheapest paid ticket, 0 when every ticket is free. */
  price_from: z.number().int().nonnegative(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** `event/select`: every event of the shop with a future slot, by sequence_no then sorting_datetime. */
export const eventSelectQuerySchema = z.object({
  shop: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const eventSelectResponseSchema = envelope(z.array(eventSummarySchema));
export type EventSelectResponse = z.infer<typeof eventSelectResponseSchema>;

export const eventIdSchema = z.coerce.number().int().positive().max(MAX_ID);
