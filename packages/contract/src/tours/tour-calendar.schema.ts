import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { calendarRangeSchema } from '../events/event-calendar.schema.js';
import { isoDateSchema, pathDateSchema } from '../events/event-dates.js';
import { tourIdSchema } from './tour.schema.js';

export const tourRangeParamsSchema = z.object({ lang: langSchema, id: tourIdSchema, range: calendarRangeSchema });
export const tourDateParamsSchema = z.object({ lang: langSchema, id: tourIdSchema, date: pathDateSchema });

/** SPEC §3 calendar entry of one start time: places (`tickets`) and whole `tours` still free. */
export const tourCalendarEntrySchema = z.object({
  tickets: z.number().int().nonnegative(),
  tours: z.number().int().nonnegative(),
  timeslotId: z.number().int().positive(),
  soldout: z.boolean(),
});
export type TourCalendarEntry = z.infer<typeof tourCalendarEntrySchema>;

/**
 * `tour/calendar/tour/{id}/range/{start};{end}` (at most 62 days): museum date YYYY-MM-DD -> start
 * time HH:MM -> entry. Dates without a bookable slot are absent.
 */
export const tourCalendarResponseSchema = envelope(z.record(isoDateSchema, z.record(z.string(), tourCalendarEntrySchema)));
export type TourCalendarResponse = z.infer<typeof tourCalendarResponseSchema>;

/** `tour/lifetime/tour/{id}`: first and last museum dates with a bookable slot; null when none is left. */
export const tourLifetimeResponseSchema = envelope(z.object({ first: isoDateSchema.nullable(), last: isoDateSchema.nullable() }));
export type TourLifetimeResponse = z.infer<typeof tourLifetimeResponseSchema>;

/** `tour/soldout/tour/{id}/range/{start};{end}`: dates that have slots, all of them sold out. */
export const tourSoldoutResponseSchema = envelope(z.array(isoDateSchema));
export type TourSoldoutResponse = z.infer<typeof tourSoldoutResponseSchema>;

/** `tour/soldoutTimeslots/tour/{id}/date/{YYYYMMDD}`: start times (HH:MM) of that date that are sold out. */
export const tourSoldoutTimeslotsResponseSchema = envelope(z.array(z.string()));
export type TourSoldoutTimeslotsResponse = z.infer<typeof tourSoldoutTimeslotsResponseSchema>;
