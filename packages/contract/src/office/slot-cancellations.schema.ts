import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/**
 * What the buyers of a cancelled time get: `choice`, a mail with a link to pick another date of the
 * same event or tour or a refund (refunded automatically at the deadline); `voucher`, a voucher code
 * worth what their places cost, valid `validityMonths`.
 */
export const slotCancellationModeSchema = z.enum(['choice', 'voucher']);
export type SlotCancellationMode = z.infer<typeof slotCancellationModeSchema>;

/** A fresh code of the member's authenticator: a cancellation giving back more than the refunds' threshold needs it, as a refund does. */
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/)
  .optional();

/** `POST /office/api/slots/:id/cancellation(/preview)` (owner, box office with the refund permission). */
export const officeSlotCancelBodySchema = z.discriminatedUnion('mode', [
  /** Days after the cancelled time's start (or from now, for a time already past) a buyer may choose. */
  z.object({ mode: z.literal('choice'), deadlineDays: z.number().int().min(1).max(90), totpCode }),
  z.object({ mode: z.literal('voucher'), validityMonths: z.number().int().min(1).max(60), totpCode }),
]);
export type OfficeSlotCancelBody = z.infer<typeof officeSlotCancelBodySchema>;

/** What a cancellation will do, before anything happens: every amount computed by the server. */
export const officeSlotCancelPreviewSchema = z.object({
  orders: z.number().int(),
  places: z.number().int(),
  /** Places held by checkouts still paying or by reservations: released at once (a payment that still comes is flagged for refund). */
  heldPlaces: z.number().int(),
  currency: z.string(),
  /** What was paid for the time's places, per tender (a payment method or the voucher codes that paid): what refunds would give back. */
  tenders: z.array(z.object({ kind: z.enum(['provider', 'voucherCode']), name: z.string().nullable(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
  /** The mails that go out, per language of the orders. */
  mails: z.array(z.object({ lang: z.string(), count: z.number().int() })),
  /** `choice`: until when buyers may choose; null for `voucher`. */
  deadline: z.string().nullable(),
  /** `voucher`: the last day the codes are valid (yyyy-mm-dd); null for `choice`. */
  validTo: z.string().nullable(),
  /** What may be given back is above the refunds' threshold: confirming needs a fresh code of the member's authenticator. */
  secondFactorRequired: z.boolean(),
});
export type OfficeSlotCancelPreview = z.infer<typeof officeSlotCancelPreviewSchema>;
export const officeSlotCancelPreviewResponseSchema = envelope(z.object({ preview: officeSlotCancelPreviewSchema }));

export const officeSlotCancellationSchema = z.object({
  slotId: z.number().int(),
  mode: slotCancellationModeSchema,
  validityMonths: z.number().int().nullable(),
  deadline: z.string(),
  createdAt: z.string(),
  staffName: z.string().nullable(),
});
export const officeSlotCancelResponseSchema = envelope(z.object({ cancellation: officeSlotCancellationSchema, told: z.number().int() }));
export type OfficeSlotCancelResponse = z.infer<typeof officeSlotCancelResponseSchema>;

export const slotCancellationChoiceSchema = z.enum(['waiting', 'rebooked', 'refund', 'voucher']);
export type SlotCancellationChoice = z.infer<typeof slotCancellationChoiceSchema>;

/** One buyer of a cancelled time and what they chose (or were given). */
export const officeSlotCancellationBuyerSchema = z.object({
  orderId: z.number().int(),
  name: z.string(),
  email: z.string(),
  lang: z.string(),
  places: z.number().int(),
  choice: slotCancellationChoiceSchema,
  chosenAt: z.string().nullable(),
  /** `buyer`, `deadline` (refunded by the background round) or null while waiting. */
  chosenBy: z.enum(['buyer', 'deadline']).nullable(),
  rebookedTo: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  voucherCode: z.string().nullable(),
});
export type OfficeSlotCancellationBuyer = z.infer<typeof officeSlotCancellationBuyerSchema>;

/** `GET /office/api/slots/:id/cancellation` (owner, box office): the cancellation and who chose what. */
export const officeSlotCancellationResponseSchema = envelope(
  z.object({ cancellation: officeSlotCancellationSchema, currency: z.string(), buyers: z.array(officeSlotCancellationBuyerSchema) }),
);
export type OfficeSlotCancellationResponse = z.infer<typeof officeSlotCancellationResponseSchema>;
