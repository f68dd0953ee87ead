import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';

const id = z.coerce.number().int().positive().max(MAX_ID);
const count = z.coerce.number().int().min(0).max(1000);

/**
 * SPEC §7 ticket line: type, count, id (the event ticket), datetime (the timeslot), subtickets.
 * `totalPrice` is what the basket showed; the server recomputes and refuses a different amount.
 */
export const ticketCartItemSchema = z.object({
  type: z.enum(['ticket', 'dayTicket']),
  id,
  count,
  datetime: z.string().min(1).max(40),
  subtickets: z.array(z.object({ id, count })).max(50).default([]),
  totalPrice: z.number().int().optional(),
});
export type TicketCartItem = z.infer<typeof ticketCartItemSchema>;
