import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** A time of an event or a start of a guided tour, with its places: `free` is `capacity − sold − held`, never below 0. */
export const visitorSlotSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  kind: z.enum(['event', 'tour']),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  /** Cancelled: off sale, its buyers told (the office shows who chose what). */
  cancelled: z.boolean(),
  /** Tickets of this time the door let in so far. */
  checkedIn: z.number().int(),
});
export type VisitorSlot = z.infer<typeof visitorSlotSchema>;

/** `GET /office/api/visitors/slots?date=` (owner, box office, accountant): the museum day's times of every event and tour in the member's scope, by start. */
export const visitorSlotsQuerySchema = z.object({ date: z.iso.date().refine((date) => date >= '2000-01-01' && date <= '2099-12-31') });
export const visitorSlotsResponseSchema = envelope(z.object({ slots: z.array(visitorSlotSchema) }));
export type VisitorSlotsResponse = z.infer<typeof visitorSlotsResponseSchema>;

/** One order's party at a time: who, how many places, which tickets, and what the line kind tells (a tour's answers). */
export const visitorSchema = z.object({
  orderId: z.number().int(),
  /** `sold`: paid; `held`: in a checkout or a reservation not paid yet. */
  state: z.enum(['sold', 'held']),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  places: z.number().int(),
  /** Of those places, how many the door let in so far. */
  checkedIn: z.number().int(),
  tickets: z.array(z.object({ name: z.string(), count: z.number().int() })),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type Visitor = z.infer<typeof visitorSchema>;

/** `GET /office/api/visitors/slots/:id`: the time and its visitors, by name; `GET …/:id/csv` the same as a CSV file. */
export const visitorListResponseSchema = envelope(z.object({ slot: visitorSlotSchema, visitors: z.array(visitorSchema) }));
export type VisitorListResponse = z.infer<typeof visitorListResponseSchema>;

export const visitorSlotParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
