import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** What a refund gives back: the whole order (all that is left), chosen units of lines, or an amount. */
export const officeRefundScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order') }),
  z.object({
    kind: z.literal('lines'),
    lines: z
      .array(z.object({ lineNo: z.number().int().min(1).max(1000), units: z.number().int().min(1).max(1000) }))
      .min(1)
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.lineNo)).size === lines.length),
  }),
  z.object({ kind: z.literal('amount'), amountCents: z.number().int().min(1).max(100_000_000) }),
]);
export type OfficeRefundScope = z.infer<typeof officeRefundScopeSchema>;

/**
 * `POST /office/api/orders/:id/refunds/preview` (owner, box office with refund permission): how the
 * refund would split over the order's tenders, and whether it needs the second factor, before anything
 * happens. The server computes every amount; the browser only shows them.
 */
export const officeRefundPreviewRequestSchema = z.object({ scope: officeRefundScopeSchema });

/** A tender's share of a refund: a provider's payment (card, wallet…) or a voucher code. */
export const officeRefundShareSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('provider'), paymentId: z.string(), name: z.string().nullable(), amountCents: z.number().int() }),
  z.object({ kind: z.literal('voucherCode'), code: z.string(), amountCents: z.number().int() }),
]);
export type OfficeRefundShare = z.infer<typeof officeRefundShareSchema>;

export const officeRefundPreviewSchema = z.object({
  amountCents: z.number().int(),
  shares: z.array(officeRefundShareSchema),
  /** What the order's tenders can still give back, this refund included. */
  refundableCents: z.number().int(),
  secondFactorRequired: z.boolean(),
});
export type OfficeRefundPreview = z.infer<typeof officeRefundPreviewSchema>;
export const officeRefundPreviewResponseSchema = envelope(z.object({ preview: officeRefundPreviewSchema }));

/**
 * `POST /office/api/orders/:id/refunds`: gives the money back the way it came. `releaseClaims`: the
 * refunded lines' places and stock go back on sale; `totpCode`: a fresh code of the member's
 * authenticator, needed above the shop's amount (OFFICE_SECOND_FACTOR_REQUIRED without it).
 */
export const officeRefundRequestSchema = z.object({
  scope: officeRefundScopeSchema,
  releaseClaims: z.boolean(),
  note: z.string().trim().max(500).optional(),
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type OfficeRefundRequest = z.input<typeof officeRefundRequestSchema>;

/**
 * A refund as the order's page lists it. `reserved`: held on the tenders, a provider has not answered
 * yet (the server finishes it on its own); `failed`: a provider refused, nothing was given back.
 */
export const OFFICE_REFUND_STATUSES = ['reserved', 'done', 'failed'] as const;
export const officeRefundSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  staffName: z.string().nullable(),
  status: z.enum(OFFICE_REFUND_STATUSES),
  amountCents: z.number().int(),
  lines: z.array(z.object({ lineNo: z.number().int(), units: z.number().int() })),
  shares: z.array(officeRefundShareSchema),
  releaseClaims: z.boolean(),
  cancelsOrder: z.boolean(),
  note: z.string().nullable(),
});
export type OfficeRefund = z.infer<typeof officeRefundSchema>;
export const officeRefundResponseSchema = envelope(z.object({ refund: officeRefundSchema }));

/**
 * `POST /office/api/orders/:id/cancel`: ends a reservation still waiting for payment (its hold goes
 * back), or refunds everything of a paid order and puts its places and stock back on sale.
 */
export const officeCancelRequestSchema = z.object({
  note: z.string().trim().max(500).optional(),
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type OfficeCancelRequest = z.input<typeof officeCancelRequestSchema>;
export const officeCancelResponseSchema = envelope(z.object({ refund: officeRefundSchema.nullable() }));

/** `GET|PUT /office/api/settings/refunds` (owner): refunds above this amount need the second factor again. */
export const officeRefundSettingsSchema = z.object({ secondFactorAboveCents: z.number().int().min(0).max(100_000_000) });
export type OfficeRefundSettings = z.infer<typeof officeRefundSettingsSchema>;
export const officeRefundSettingsResponseSchema = envelope(z.object({ settings: officeRefundSettingsSchema }));
