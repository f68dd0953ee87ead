import { z } from 'zod';
import { langSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';

/** The token of a cancelled visit's link: 43 characters of base64url (32 random bytes). */
export const slotChoiceParamsSchema = z.object({ lang: langSchema, token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** What a buyer of a cancelled time sees behind their link, and what they chose once they did. */
export const slotChoiceSchema = z.object({
  orderId: z.number().int(),
  eventId: z.number().int(),
  eventKind: z.enum(['event', 'tour']),
  eventName: z.string(),
  /** The cancelled time. */
  startsAt: z.string(),
  places: z.number().int(),
  /** What a refund gives back for these places. */
  amountCents: z.number().int(),
  currency: z.string(),
  timeZone: z.string(),
  deadline: z.string(),
  choice: z.enum(['waiting', 'rebooked', 'refund', 'voucher']),
  /** False once the deadline passed without a choice (the refund follows on its own). */
  open: z.boolean(),
  chosenAt: z.string().nullable(),
  rebookedTo: z.string().nullable(),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;
export const slotChoiceResponseSchema = envelope(z.object({ choice: slotChoiceSchema }));
export type SlotChoiceResponse = z.infer<typeof slotChoiceResponseSchema>;

/** `GET /api/:lang/slot-choices/:token/times?from=&to=`: the event's times with room for the order's places, days yyyy-mm-dd, at most 62 days. */
export const slotChoiceTimesQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((range) => range.from <= range.to && Date.parse(range.to) - Date.parse(range.from) <= 62 * 86_400_000);
export const slotChoiceTimeSchema = z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), free: z.number().int() });
export type SlotChoiceTime = z.infer<typeof slotChoiceTimeSchema>;
export const slotChoiceTimesResponseSchema = envelope(z.object({ times: z.array(slotChoiceTimeSchema) }));
export type SlotChoiceTimesResponse = z.infer<typeof slotChoiceTimesResponseSchema>;

/** `POST /api/:lang/slot-choices/:token/rebook`: the order's places to that time. */
export const slotChoiceRebookBodySchema = z.object({ to: z.number().int().min(1).max(2_147_483_647) });
