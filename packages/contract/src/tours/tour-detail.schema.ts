import { z } from 'zod';
import { QUESTION_TYPES } from '@foyer/domain';
import { envelope } from '../common/envelope.js';
import { isoDateSchema, offsetDateTimeSchema } from '../events/event-dates.js';
import { queryDateSchema, tourFlagSchema, tourIdSchema } from './tour.schema.js';

/** SPEC §3 priceList entry: a tour price (per person with single ticketing, per whole tour otherwise). */
export const tourPriceSchema = z.object({
  id: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  sequence_no: z.number().int(),
  name: z.string(),
});
export type TourPrice = z.infer<typeof tourPriceSchema>;

/** An add-on of an admission ticket (audio guide, workshop material): at most one per ticket. */
export const tourSubticketSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
});

/** SPEC §3 tour ticket: an admission ticket for one participant. */
export const tourTicketSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  sequence_no: z.number().int(),
  subtickets: z.array(tourSubticketSchema),
});
export type TourTicket = z.infer<typeof tourTicketSchema>;

/**
 * SPEC §3 schedule entry of one start time: `tours` whole tours and `tickets` places still free,
 * the capacity row's `timeslotId`, and the ids of the prices offered at that time.
 */
export const tourScheduleEntrySchema = z.object({
  tours: z.number().int().nonnegative(),
  tickets: z.number().int().nonnegative(),
  timeslotId: z.number().int().positive(),
  datetime: offsetDateTimeSchema,
  soldout: z.boolean(),
  priceList: z.array(z.number().int().positive()),
});
export type TourScheduleEntry = z.infer<typeof tourScheduleEntrySchema>;

export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** A booking question; choice types list their options, number questions may carry bounds. */
export const tourQuestionSchema = z.object({
  id: z.number().int().positive(),
  type: questionTypeSchema,
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.number().int().positive(), label: z.string() })).optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
export type TourQuestion = z.infer<typeof tourQuestionSchema>;

/** `tour?tour={id}[&date=YYYYMMDD]`. */
export const tourDetailQuerySchema = z.object({ tour: tourIdSchema, date: queryDateSchema.optional() });

/**
 * SPEC §3 guided tour detail. `date` is the museum date whose `schedule` (keyed by HH:MM) is
 * given: the asked date, else the first date with a bookable slot. `nextDate` is the next date
 * after `date` with a slot, for "not available on this date".
 */
export const tourDetailSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  eventName: z.string(),
  description: z.string(),
  venue: z.string(),
  museumId: z.number().int(),
  image: z.string().nullable(),
  langIdentifier: z.string(),
  langName: z.string(),
  duration: z.number().int().positive(),
  date: isoDateSchema.nullable(),
  nextDate: isoDateSchema.nullable(),
  priceList: z.record(z.string(), tourPriceSchema),
  tickets: z.array(tourTicketSchema),
  schedule: z.record(z.string(), tourScheduleEntrySchema),
  max_participants: z.number().int().positive(),
  min_participants: z.number().int().nonnegative(),
  single_ticketing: tourFlagSchema,
  book_complete_tour: tourFlagSchema,
  booking_without_tickets: tourFlagSchema,
  questions: z.array(tourQuestionSchema),
});
export type TourDetail = z.infer<typeof tourDetailSchema>;
export const tourDetailResponseSchema = envelope(tourDetailSchema);
export type TourDetailResponse = z.infer<typeof tourDetailResponseSchema>;
