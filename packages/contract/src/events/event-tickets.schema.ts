import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { eventIdSchema } from './event.schema.js';
import { offsetDateTimeSchema, pathDateSchema } from './event-dates.js';

export const ticketModeSchema = z.union([z.literal(1), z.literal(3), z.literal(5)]);

/** SPEC §3 schedule entry; max_tickets is what is still free (capacity - sold - held). */
export const scheduleEntrySchema = z.object({
  datetime: offsetDateTimeSchema,
  datetime_end: offsetDateTimeSchema,
  max_tickets: z.number().int().nonnegative(),
  timeslot_id: z.number().int().positive(),
});
export type ScheduleEntryDto = z.infer<typeof scheduleEntrySchema>;

/** SPEC §3 subticket: min = max is a fixed companion per parent ticket; in a family ticket, a component. */
export const subticketSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  min_quantity: z.number().int().nonnegative(),
  max_quantity: z.number().int().nonnegative(),
});
export type Subticket = z.infer<typeof subticketSchema>;

/** SPEC §3 event ticket. Prices in cents, VAT included; vat_value is the rate in percent (8.1). */
export const eventTicketSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  mode: ticketModeSchema,
  sequence_no: z.number().int(),
  schedule: z.array(scheduleEntrySchema),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  family: z.boolean(),
  subtickets: z.array(subticketSchema),
  print_separately: z.boolean(),
  unique_barcode: z.boolean(),
  scan_separately: z.boolean(),
  book_with_cost: z.boolean(),
  book_with_cost_warn: z.boolean(),
});
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** SPEC §3 timeslot of the chosen date. */
export const timeslotSchema = z.object({
  datetime: offsetDateTimeSchema,
  datetime_end: offsetDateTimeSchema,
  max_tickets: z.number().int().nonnegative(),
  timeslot_id: z.number().int().positive(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const ticketCollectParamsSchema = z.object({ lang: langSchema, id: eventIdSchema });
export const ticketCollectDateParamsSchema = ticketCollectParamsSchema.extend({ date: pathDateSchema });

/**
 * `ticket/collect/event/{id}[/date/{YYYYMMDD}]`: the tickets with the schedule of one date (museum
 * time): the given date, else the first date with a bookable slot. Expired slots are left out;
 * tickets of mode 1 and 5 without a free place that date are hidden (SPEC §5).
 */
export const ticketCollectResponseSchema = envelope(
  z.object({
    date: z.iso.date().nullable(),
    tickets: z.array(eventTicketSchema),
    timeslot: z.array(timeslotSchema),
  }),
);
export type TicketCollectResponse = z.infer<typeof ticketCollectResponseSchema>;
