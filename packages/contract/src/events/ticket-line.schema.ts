import { z } from 'zod';
import { offsetDateTimeSchema } from './event-dates.js';

/**
 * What a basket line of type ticket asks for (SPEC §7 checkout item: id, count, datetime,
 * subtickets). The server prices it itself; prices sent along are ignored.
 */
export const ticketLineRequestSchema = z.object({
  eventTicketId: z.number().int().positive(),
  datetime: offsetDateTimeSchema,
  count: z.number().int().nonnegative(),
  subtickets: z.array(z.object({ id: z.number().int().positive(), count: z.number().int().nonnegative() })).default([]),
});
export type TicketLineRequest = z.input<typeof ticketLineRequestSchema>;
