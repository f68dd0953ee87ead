import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { shippingAddressSchema } from '../auth/guest.schema.js';
import { officeRefundSchema } from './refunds.schema.js';

export const OFFICE_ORDER_STATUSES = ['pending', 'paid', 'booked', 'failed', 'canceled', 'expired', 'refund_required', 'refunded'] as const;
export const officeOrderStatusSchema = z.enum(OFFICE_ORDER_STATUSES);
export type OfficeOrderStatus = z.infer<typeof officeOrderStatusSchema>;

/** The kinds of order lines, as the line kinds name them. */
export const OFFICE_ORDER_LINE_KINDS = ['ticket', 'guidedTour', 'merchandise', 'annualPass', 'voucher', 'donation'] as const;
export const officeOrderLineKindSchema = z.enum(OFFICE_ORDER_LINE_KINDS);
export type OfficeOrderLineKind = z.infer<typeof officeOrderLineKindSchema>;

/** A museum date the desk searches by: 2000-01-01 to 2099-12-31, nothing the database would have to scan for. */
const deskDate = z.iso.date().refine((date) => date >= '2000-01-01' && date <= '2099-12-31');

/** The opaque cursor of the next page: the last order's number, base64url. */
export const encodeOrderCursor = (orderId: number): string => btoa(`o${orderId}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const decodeOrderCursor = (cursor: string): number | undefined => {
  if (!/^[A-Za-z0-9_-]{2,16}$/.test(cursor)) return undefined;
  try {
    const match = /^o(\d{1,10})$/.exec(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    const id = match === null ? NaN : Number(match[1]);
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
  } catch {
    return undefined;
  }
};

/** A row id the desk filters by (an event or tour, a timeslot). */
const recordId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * `GET /office/api/orders` (owner, box office, accountant): newest first. `q` finds an order by its
 * number, a ticket's or pass card's barcode, a voucher code it used or sold (all exact), or the
 * start of the customer's e-mail, first or last name; `from` and `to` are museum dates, both included.
 * `event` (an event or a tour) and `slot` keep the orders that held or bought places of it; `payart`
 * the orders paid (or to be paid) by that payment type.
 */
export const officeOrderQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: officeOrderStatusSchema.optional(),
    kind: officeOrderLineKindSchema.optional(),
    from: deskDate.optional(),
    to: deskDate.optional(),
    event: recordId.optional(),
    slot: recordId.optional(),
    payart: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    cursor: z.string().max(64).refine((cursor) => decodeOrderCursor(cursor) !== undefined).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { path: ['to'] });
export type OfficeOrderQuery = z.input<typeof officeOrderQuerySchema>;

export const officeOrderRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  status: officeOrderStatusSchema,
  totalCents: z.number().int(),
  currency: z.string(),
  /** The payment type's provider number and its name in the request's language (null when it left the catalog). */
  payment: z.object({ payart: z.number().int(), name: z.string().nullable() }),
  kinds: z.array(z.string()),
});
export type OfficeOrderRow = z.infer<typeof officeOrderRowSchema>;

/** `GET /office/api/reservations`: pay-later orders still waiting for payment, the first to lapse first. */
export const officeReservationRowSchema = officeOrderRowSchema.extend({ holdExpiresAt: z.string() });
export type OfficeReservationRow = z.infer<typeof officeReservationRowSchema>;
export const officeReservationListResponseSchema = envelope(z.object({ orders: z.array(officeReservationRowSchema) }));

/**
 * `GET /office/api/flagged-orders`: orders paid when their places were gone (`refund_required`) and
 * orders with a payment that came after another had paid them: what each still has to give back.
 */
export const officeFlaggedRowSchema = officeOrderRowSchema.extend({ flaggedCents: z.number().int() });
export type OfficeFlaggedRow = z.infer<typeof officeFlaggedRowSchema>;
export const officeFlaggedListResponseSchema = envelope(z.object({ orders: z.array(officeFlaggedRowSchema) }));

export const officeOrderListResponseSchema = envelope(z.object({ orders: z.array(officeOrderRowSchema), nextCursor: z.string().nullable() }));
export type OfficeOrderListResponse = z.infer<typeof officeOrderListResponseSchema>;

export const officeOrderIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const officeOrderLineSchema = z.object({
  lineNo: z.number().int(),
  kind: z.string(),
  name: z.string(),
  title: z.string(),
  datetime: z.string().nullable(),
  count: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  vatBp: z.number().int(),
  /** What the line kind tells about the line (participants, answers, owners…), in the request's language. */
  facts: z.array(z.object({ title: z.string().nullable(), entries: z.array(z.object({ label: z.string(), value: z.string() })) })),
  /** Barcodes of the tickets and pass cards the line issued. */
  barcodes: z.array(z.string()),
  /** The voucher code the line sold. */
  voucherCode: z.string().nullable(),
  /** The timeslot the line visits (tickets, tours), which the desk can move it from; null for lines without a visit. */
  slotId: z.number().int().nullable(),
  /** Units of the line refunded so far. */
  refundedCount: z.number().int(),
});
export type OfficeOrderLine = z.infer<typeof officeOrderLineSchema>;

export const officeOrderPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  payart: z.number().int(),
  name: z.string().nullable(),
  status: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Cents given back so far. */
  refundedCents: z.number().int(),
});

/** What paid the order: a provider's payment (card, wallet, invoice…) or a voucher code. */
export const officeOrderTenderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('provider'), payart: z.number().int(), name: z.string().nullable(), amountCents: z.number().int(), refundedCents: z.number().int() }),
  z.object({ kind: z.literal('voucherCode'), code: z.string(), amountCents: z.number().int(), refundedCents: z.number().int() }),
]);

/** An entry or exit at the door, or a second entry an offline phone let in (`conflict`). */
export const officeOrderCheckInSchema = z.object({
  code: z.string(),
  outcome: z.enum(['admitted', 'exited', 'conflict']),
  at: z.string(),
  door: z.string(),
});
export type OfficeOrderCheckIn = z.infer<typeof officeOrderCheckInSchema>;

export const OFFICE_ORDER_EVENTS = ['created', 'payment-started', 'payment-confirmed', 'payment-declined', 'payment-canceled', 'booked', 'shipped', 'staff', 'refunded', 'refund-failed'] as const;
export const officeOrderEventSchema = z.object({
  at: z.string(),
  event: z.enum(OFFICE_ORDER_EVENTS),
  /** For staff entries: the audit log's action and who did it (for `shipped`: who marked it; for refunds: who gave it). */
  action: z.string().nullable(),
  staffName: z.string().nullable(),
  /** For `shipped`: the carrier, the tracking number and the link the customer was sent, each null when not given. */
  tracking: z.object({ carrier: z.string().nullable(), number: z.string().nullable(), url: z.string().nullable() }).optional(),
  /** For refunds: the amount given back. */
  amountCents: z.number().int().optional(),
});

/** The customer of an order: billing details as they stand now (erased ones hold the erased marker). */
export const officeOrderCustomerSchema = z.object({
  /** The customer's page in the office (docs/office.md "Customers"). */
  id: z.number().int(),
  isGuest: z.boolean(),
  email: z.string(),
  salutation: z.string().nullable(),
  fname: z.string(),
  lname: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const officeOrderDetailSchema = z.object({
  id: z.number().int(),
  status: officeOrderStatusSchema,
  lang: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  bookedAt: z.string().nullable(),
  holdExpiresAt: z.string(),
  reserved: z.boolean(),
  currency: z.string(),
  totalCents: z.number().int(),
  shippingCents: z.number().int(),
  amountDueCents: z.number().int(),
  externalDocumentNumber: z.string().nullable(),
  customer: officeOrderCustomerSchema,
  shippingAddress: shippingAddressSchema.nullable(),
  lines: z.array(officeOrderLineSchema),
  payments: z.array(officeOrderPaymentSchema),
  tenders: z.array(officeOrderTenderSchema),
  /** The order's PDF (tickets, pass cards, vouchers) as the shop serves it, or null when it has none. */
  documentsUrl: z.string().nullable(),
  timeline: z.array(officeOrderEventSchema),
  /** Refunds given, oldest first. */
  refunds: z.array(officeRefundSchema),
  /** What the order's tenders can still give back. */
  refundableCents: z.number().int(),
  /** What the door recorded of the order's tickets and pass cards, in the order it happened. */
  checkIns: z.array(officeOrderCheckInSchema),
});
export type OfficeOrderDetail = z.infer<typeof officeOrderDetailSchema>;

/** `GET /office/api/orders/:id` (owner, box office, accountant). */
export const officeOrderResponseSchema = envelope(z.object({ order: officeOrderDetailSchema }));
export type OfficeOrderResponse = z.infer<typeof officeOrderResponseSchema>;

/** What the desk's filters offer: the events and tours with their kind, and the payment types, in the request's language. */
export const officeOrderChoicesSchema = z.object({
  events: z.array(z.object({ id: z.number().int(), kind: z.enum(['event', 'tour']), name: z.string() })),
  paymentTypes: z.array(z.object({ payart: z.number().int(), name: z.string() })),
  /** The slot the list is narrowed to, named for its chip (null when none is asked or it does not exist). */
  slot: z.object({ id: z.number().int(), eventName: z.string(), startsAt: z.string() }).nullable(),
});
export type OfficeOrderChoices = z.infer<typeof officeOrderChoicesSchema>;

/** `GET /office/api/order-choices?slot=` (owner, box office, accountant). */
export const officeOrderChoicesQuerySchema = z.object({ slot: recordId.optional() });
export const officeOrderChoicesResponseSchema = envelope(officeOrderChoicesSchema);
