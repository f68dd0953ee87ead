import { z } from 'zod';
import { envelope } from '../common/envelope.js';

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** A museum date the desk picks another time on: 2000-01-01 to 2099-12-31. */
const museumDate = z.iso.date().refine((date) => date >= '2000-01-01' && date <= '2099-12-31');

/** A timeslot of an event or tour as the desk moves visitors between them. */
export const officeSlotSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventKind: z.enum(['event', 'tour']),
  eventName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The museum day it starts on (yyyy-mm-dd), in the museum's time zone. */
  date: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** Places still to be had: capacity less sold and held, never below 0. */
  free: z.number().int(),
});
export type OfficeSlot = z.infer<typeof officeSlotSchema>;

export const officeSlotParamsSchema = z.object({ id: rowId });

/** `GET /office/api/slots/:id` (owner, box office): the slot, and how many orders and places it holds. */
export const officeSlotResponseSchema = envelope(z.object({ slot: officeSlotSchema, buyers: z.object({ orders: z.number().int(), places: z.number().int() }) }));
export type OfficeSlotResponse = z.infer<typeof officeSlotResponseSchema>;

/** `GET /office/api/slots/:id/alternatives?date=` (owner, box office): the event's other times of that museum day still to come. */
export const officeSlotAlternativesQuerySchema = z.object({ date: museumDate });
export const officeSlotAlternativesResponseSchema = envelope(z.object({ slots: z.array(officeSlotSchema) }));
export type OfficeSlotAlternativesResponse = z.infer<typeof officeSlotAlternativesResponseSchema>;

/**
 * `POST /office/api/slots/:id/move` (owner, box office): every order's places of the slot to `to`, a
 * time of the same event still to come with room for all of them, or none; `close` then takes the
 * emptied slot off sale. Each buyer is mailed the new time with their tickets.
 */
export const officeSlotMoveBodySchema = z.object({ to: rowId, close: z.boolean() });
export type OfficeSlotMoveBody = z.infer<typeof officeSlotMoveBodySchema>;
export const officeSlotMoveResponseSchema = envelope(z.object({ orders: z.number().int(), places: z.number().int(), closed: z.boolean() }));
export type OfficeSlotMoveResponse = z.infer<typeof officeSlotMoveResponseSchema>;

/** `POST /office/api/orders/:id/move` (owner, box office): one order's places of slot `from` to slot `to` of the same event. */
export const officeOrderMoveBodySchema = z.object({ from: rowId, to: rowId });
export type OfficeOrderMoveBody = z.infer<typeof officeOrderMoveBodySchema>;
export const officeOrderMoveResponseSchema = envelope(z.object({ places: z.number().int() }));
