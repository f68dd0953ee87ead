import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { MAX_ID } from '../common/shop-query.js';
import { eventIdSchema } from './event.schema.js';
import { offsetDateTimeSchema, PATH_DATE_PATTERN } from './event-dates.js';

/** `{start};{end}` with both dates YYYYMMDD; whether the days exist and the span is checked by the server. */
export const calendarRangeSchema = z
  .string()
  .transform((value) => value.split(';'))
  .pipe(z.tuple([z.string().regex(PATH_DATE_PATTERN), z.string().regex(PATH_DATE_PATTERN)]));

export const ticketCalendarParamsSchema = z.object({ lang: langSchema, id: eventIdSchema, range: calendarRangeSchema });

/** `deep` is accepted for compatibility with SPEC §7; counts are always exact. */
export const ticketCalendarQuerySchema = z.object({ deep: z.enum(['0', '1']).optional() });

/**
 * `ticket/calendar/event/{id}/range/{start};{end}`: museum-time date YYYY-MM-DD -> free places over
 * the date's bookable slots. 0 is sold out; dates without a bookable slot are absent.
 */
export const ticketCalendarResponseSchema = envelope(z.record(z.iso.date(), z.number().int().nonnegative()));
export type TicketCalendarResponse = z.infer<typeof ticketCalendarResponseSchema>;

export const ticketLifetimeQuerySchema = z.object({ event: z.coerce.number().int().positive().max(MAX_ID) });

/** `ticket/lifetime?event=`: the first bookable slot's start and the last slot's end; null when none is left. */
export const ticketLifetimeResponseSchema = envelope(
  z.object({ start: offsetDateTimeSchema.nullable(), end: offsetDateTimeSchema.nullable() }),
);
export type TicketLifetimeResponse = z.infer<typeof ticketLifetimeResponseSchema>;
