import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';
import { envelope } from '../common/envelope.js';
import { paymentAuxSchema } from '../checkout/init-payment.schema.js';
import { shippingAddressSchema } from '../auth/guest.schema.js';
import { walletLinksSchema } from './wallet-links.schema.js';

/**
 * DESIGN.md: a link that opens an order carries an unguessable token (43 URL-safe characters), never
 * the order number. Anything else is simply an order that cannot be shown (406 ORDER_NOT_AVAILABLE).
 */
export const orderTokenSchema = z.string().trim().min(1).max(100);
export const orderTokenQuerySchema = z.object({ id: orderTokenSchema });

/**
 * Where an order stands, as the visitor reads it: waiting for a payment (a reserved order until
 * `pay_until`), being confirmed, booked, cancelled or expired, or paid but refused for lack of places.
 */
export const ORDER_REVIEW_STATUSES = ['awaiting_payment', 'processing', 'booked', 'canceled', 'refund_required', 'refunded'] as const;
export const orderReviewStatusSchema = z.enum(ORDER_REVIEW_STATUSES);
export type OrderReviewStatus = z.infer<typeof orderReviewStatusSchema>;

/** One line as mail, PDF and payment page describe it, in the request's language. */
export const orderReviewLineSchema = z.object({
  name: z.string(),
  title: z.string(),
  count: z.number().int(),
  datetime: z.string().nullable(),
  total_cents: z.number().int(),
  facts: z.array(z.object({ title: z.string().nullable(), entries: z.array(z.object({ label: z.string(), value: z.string() })) })),
});

/** A tender that paid (part of) the order: a voucher code (shown by its last characters) or the payment provider. */
export const orderReviewPaymentSchema = z.object({
  kind: z.enum(['voucherCode', 'provider']),
  /** The code's last four characters, or the payment type's name in the request's language. */
  label: z.string(),
  amount_cents: z.number().int(),
  at: z.string(),
});

/** SPEC §7 `GET order/review?id=`: lines, documents, payments and what remains due. */
export const orderReviewSchema = z.object({
  number: z.number().int(),
  status: orderReviewStatusSchema,
  created_at: z.string(),
  booked_at: z.string().nullable(),
  lines: z.array(orderReviewLineSchema),
  /** The lines' sum, before shipping. */
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  shipping_address: shippingAddressSchema.nullable(),
  total_cents: z.number().int(),
  currency: z.string(),
  payments: z.array(orderReviewPaymentSchema),
  paid_cents: z.number().int(),
  due_cents: z.number().int(),
  /** Until when the order's places are held for a payment (a reserved order's due date); null once nothing is due. */
  pay_until: z.string().nullable(),
  /** `checkout/initPaymentOrder` may be called now. */
  payable: z.boolean(),
  /** The order's PDF (tickets, pass cards, vouchers), when it issued any. */
  documents_url: z.string().nullable(),
  /** Foyer's own addition: the order's tickets and pass cards for the phone's wallet. */
  wallet: walletLinksSchema.optional(),
  tickets_only: z.boolean(),
  /** SPEC §3 externalDocumentNumber: "your reference" as given at checkout, or null. */
  external_document_number: z.string().nullable(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;
export const orderReviewResponseSchema = envelope(orderReviewSchema);

/** SPEC §7 `GET customer/fromOrder?id=`: the billing details the order was placed with. */
export const orderCustomerSchema = z.object({
  email: z.string(),
  salutation: z.string().nullable(),
  fname: z.string(),
  lname: z.string(),
  company: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;
export const orderCustomerResponseSchema = envelope(z.object({ customer: orderCustomerSchema }));

/** `GET customer/orders` (logged-in customers): past and upcoming orders, newest first. */
export const customerOrderSchema = z.object({
  /** The order-review token: `/{lang}/order-review/{id}`. */
  id: z.string(),
  number: z.number().int(),
  status: orderReviewStatusSchema,
  created_at: z.string(),
  /** The earliest visit date of the order (tickets, tours), or null for goods, passes and vouchers. */
  first_datetime: z.string().nullable(),
  /** Line names, in order, in the request's language. */
  names: z.array(z.string()),
  total_cents: z.number().int(),
  due_cents: z.number().int(),
  currency: z.string(),
  documents_url: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrdersResponseSchema = envelope(z.object({ orders: z.array(customerOrderSchema) }));

const returnUrl = z.string().trim().min(1).max(2000);

/**
 * SPEC §7 `checkout/initPaymentOrder`: pays an existing order (`id` is its review token) with a
 * payment type; the cancel address is the page the payer came from (SPEC §2). Answers the payment page address.
 */
export const initPaymentOrderBodySchema = z.object({
  payart: z.coerce.number().int().positive().max(MAX_ID),
  aux: paymentAuxSchema.default({}),
  id: orderTokenSchema,
  url: z.object({ continue: returnUrl, cancel: returnUrl }),
});
export type InitPaymentOrderBody = z.input<typeof initPaymentOrderBodySchema>;
