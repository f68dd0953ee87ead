import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/**
 * An order whose booked time an event edit closed or shrank below what was sold (docs/office.md
 * "Times with buyers"): the buyer was mailed; the box office offers another time or a refund, then
 * marks it settled.
 */
export const slotChangeSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.string(),
  places: z.number().int(),
  change: z.enum(['closed', 'shrunk']),
  buyer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type SlotChange = z.infer<typeof slotChangeSchema>;

/** `GET /office/api/slot-changes` (owner, box office): the ones not settled yet, the earliest time first. */
export const slotChangesResponseSchema = envelope(z.object({ changes: z.array(slotChangeSchema) }));
export type SlotChangesResponse = z.infer<typeof slotChangesResponseSchema>;

export const slotChangeIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
