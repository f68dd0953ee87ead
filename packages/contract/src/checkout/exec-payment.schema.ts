import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { walletLinksSchema } from '../orders/wallet-links.schema.js';

/** SPEC §7 analytics ids (12 random characters) and the page the call came from. */
export const execPaymentQuerySchema = z.object({
  us: z.string().max(64).optional(),
  sessionUs: z.string().max(64).optional(),
  srcURL: z.string().max(2000).optional(),
});

/** The cart id the payment page appended to the return address. */
export const cartIdSchema = z.string().trim().min(1).max(64);
export const execPaymentBodySchema = z.object({ cartId: cartIdSchema });

/** The order as the thank-you page recaps it: what was bought, the total and where the confirmation went. */
export const bookingRecapSchema = z.object({
  /** Each line as the confirmation mail names it, in the order's language. */
  lines: z.array(
    z.object({
      name: z.string(),
      /** What the line belongs to (the event, the tour), or empty. */
      title: z.string(),
      count: z.number().int(),
      datetime: z.string().nullable(),
      total_cents: z.number().int(),
    }),
  ),
  /** The lines' sum; then shipping (null when nothing is shipped) and the total of both. */
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int().nullable(),
  /** The order's total with shipping, before any voucher code paid part of it. */
  total_cents: z.number().int(),
  /** Each voucher code that paid, written as printed (groups of four with dashes), and what it paid. */
  voucher_codes: z.array(z.object({ code: z.string(), amount_cents: z.number().int() })),
  /** The total less the codes: what was paid online, or what a reserved order still owes. */
  due_cents: z.number().int(),
  currency: z.string(),
  /** The address the confirmation (or, for a reserved order, the reservation) was sent to. */
  email: z.string(),
});
export type BookingRecap = z.infer<typeof bookingRecapSchema>;

/**
 * SPEC §3 booking result; `tickets_url` downloads the order's PDF without a login. `has_tickets` says
 * there is a PDF (tickets, pass cards or gift vouchers); `tickets_only` that it holds admission
 * tickets alone, so the shop may call it tickets. A reserved order is answered with `reserved_until`
 * instead of being booked: nothing is issued until it is paid.
 */
export const bookingResultSchema = z.object({
  booking_id: z.number().int(),
  has_tickets: z.boolean(),
  tickets_url: z.string().nullable(),
  /** Foyer's own addition: the order's tickets and pass cards for the phone's wallet. */
  wallet: walletLinksSchema.optional(),
  tickets_only: z.boolean(),
  /** Only for a reserved order (a pay-later type): its places are held until then, waiting for the payment. */
  reserved_until: z.string().optional(),
  /** Foyer's own addition, so another backend that speaks SPEC may leave it out. */
  recap: bookingRecapSchema.optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;
export const execPaymentResponseSchema = envelope(bookingResultSchema);

export const cancelPaymentQuerySchema = z.object({
  noRedirect: z.string().max(10).optional(),
  cartId: cartIdSchema,
});
export const cancelPaymentResponseSchema = envelope(z.object({ canceled: z.literal(true) }));

/** Query flags the payment page adds to the cancel address, so the failed page can tell decline, cancel and a hold that ran out apart. */
export const PAYMENT_RETURN_STATUSES = ['declined', 'canceled', 'expired'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];
