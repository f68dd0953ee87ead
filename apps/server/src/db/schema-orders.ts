import type { Generated } from 'kysely';

/**
 * Table types of migration 0003 (customers, sessions, orders and what hangs off them). Instants are
 * UTC ISO strings, which compare correctly as text on both dialects; money is integer cents; VAT
 * rates are stored in basis points (8.1 % = 810) so no floating point reaches the database.
 */
export interface CustomersTable {
  id: Generated<number>;
  shop_id: number;
  is_guest: number;
  /**
   * Empty only for the guest of an express wallet payment started without login, until the wallet
   * names the payer on payment (see modules/orders/wallet-payer.repository.ts).
   */
  email: string;
  salutation: string | null;
  fname: string;
  lname: string;
  company: string | null;
  phone: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  send_invoice: number;
  /** `{name, street, zip, city, country}` (JSON) or null for "same as billing". */
  shipping: string | null;
  lang: string;
  created_at: string;
  /** Migration 0009: scrypt over the md5 the client sends, with its parameters; null for guests. */
  password_hash: string | null;
  /** The e-mail trimmed and lower-cased, set on registered customers: unique per shop among them. */
  email_key: string | null;
  /**
   * The lockout before migration 0012 moved it to `login_attempts`; kept only so that the previous
   * release works during a rolling restart. Nothing reads or writes them.
   */
  failed_logins: Generated<number>;
  locked_until: string | null;
  /** Migration 0032: when the office erased the customer's personal data on request; null while it is kept. */
  erased_at: string | null;
}

/** Session tokens are never stored, only their SHA-256 (hex). */
export interface SessionsTable {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  created_at: string;
}

export const ORDER_STATUSES = ['pending', 'paid', 'booked', 'failed', 'canceled', 'expired', 'refund_required', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrdersTable {
  /** The order number visitors see (booking_id). */
  id: Generated<number>;
  /** The unguessable id the browser carries through the payment (SPEC cartId). */
  cart_id: string;
  shop_id: number;
  customer_id: number;
  lang: string;
  status: OrderStatus;
  /** Lines plus shipping, before tenders. */
  total_cents: number;
  shipping_cents: number;
  /** Where goods go: `{name, street, zip, city, country}` (JSON), or null when the order ships nothing. */
  shipping_address: string | null;
  /** What the payment provider collects: the total less voucher tenders, never below 0. */
  amount_due_cents: number;
  currency: string;
  payart: number;
  partner: string | null;
  /** "Your reference" given at checkout (SPEC §3 externalDocumentNumber), one line, or null. */
  external_document_number: string | null;
  continue_url: string;
  cancel_url: string;
  /** Lets the success page and the e-mail link download the tickets without a session. */
  download_key: string;
  hold_expires_at: string;
  created_at: string;
  updated_at: string;
  booked_at: string | null;
  /**
   * Migration 0010: the unguessable key of the order's review page and of paying it later (32 random
   * bytes, base64url); every order has one (existing orders were given one), unique.
   */
  review_token: string;
  /** 1 for a reserved order (a pay-later type): its places are held until `hold_expires_at`, waiting for a payment. */
  reserved: number;
  /** Migration 0011: failed background booking attempts of a paid order, and when the next one is due. */
  booking_attempts: Generated<number>;
  next_booking_at: string | null;
  /** Migration 0013: the address that brought the visitor (SPEC §9), never the shop's own or a payment provider's; null when none. */
  referrer: string | null;
}

/** What every kind of line shares; what a kind owns (event, slot, answers…) is its `details` JSON. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  type: string;
  /** ISO instant of the visit, for lines that have one. */
  datetime: string | null;
  /** The line's own name (ticket type, tour) and what it belongs to (the event; '' if nothing). */
  name: string;
  title: string;
  count: number;
  unit_price_cents: number;
  total_cents: number;
  vat_bp: number;
  /** The priced parts of the line (ticket and subtickets, tour prices and tickets: counts and prices, JSON). */
  parts: string;
  /** The line kind's own facts (JSON), read only by its line-kind module. */
  details: string;
  /** Units of the line refunded so far (migration 0031); a refund reserves them by conditional update. */
  refunded_count: Generated<number>;
}

export const CLAIM_STATUSES = ['held', 'released', 'sold'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * What an order holds of a limited resource (timeslot places; stock and voucher balances later).
 * One row per order and resource; `status` moves away from `held` only by conditional UPDATE.
 */
export interface ClaimsTable {
  id: Generated<number>;
  order_id: number;
  resource: string;
  resource_id: number;
  quantity: number;
  expires_at: string;
  status: ClaimStatus;
  /** Units of a sold claim given back by refunds: a code's cents, a time's places, a product's units (migration 0031). */
  returned: Generated<number>;
}

/** `refund_required`: confirmed by the provider after another payment had already paid its order; the money goes back. */
export const PAYMENT_STATUSES = ['created', 'confirmed', 'declined', 'canceled', 'refund_required', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_ORIGINS = ['checkout', 'order'] as const;
export type PaymentOrigin = (typeof PAYMENT_ORIGINS)[number];

export interface PaymentsTable {
  /** Random id, also the address of the built-in provider's payment page. */
  id: string;
  order_id: number;
  provider: string;
  provider_ref: string | null;
  amount_cents: number;
  currency: string;
  payart: number;
  wallet: string | null;
  account_holder: string | null;
  /** Only the last four characters: the full IBAN goes to the provider, never into our tables. */
  iban_last4: string | null;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
  /**
   * Migration 0010: `checkout` (started by initPayment: declining it ends the order) or `order` (paying
   * an existing order from its review page: declining it leaves the order waiting while its hold lasts).
   */
  origin: PaymentOrigin;
  /** Where this payment sends the payer back; null for payments from before migration 0010 (the order's addresses). */
  continue_url: string | null;
  cancel_url: string | null;
  /** Cents given back so far (migration 0031): a refund reserves its share here by conditional update before the provider is asked. */
  refunded_cents: Generated<number>;
}

export interface IssuedTicketsTable {
  id: Generated<number>;
  order_id: number;
  order_line_id: number;
  barcode: string;
  /** Ticket type name in the order language (ticket or subticket). */
  ticket_name: string;
  price_cents: number;
  vat_bp: number;
  /** Tickets with the same group share a PDF page; print_separately gives each ticket its own. */
  pdf_group: number;
  /** When a refund took the ticket back (migration 0031): the door refuses it. */
  refunded_at: string | null;
}

export const REFUND_STATUSES = ['reserved', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund given by staff or the refund command (migration 0031): `reserved` once its amounts are
 * held on the tenders' refunded-so-far columns, `done` when every provider gave its share back and the
 * codes, places and stock went back, `failed` when a provider refused and the reservation was undone.
 */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  /** The shop of the refund's order (migration 0037): the refunds reports read a shop's refunds by it. */
  shop_id: number;
  staff_id: string | null;
  /** `[{lineId, lineNo, units}]` JSON: the lines and units refunded; empty for an amount. */
  lines: string;
  /** `[{kind: 'payment', paymentId, cents} | {kind: 'voucherCode', claimId, code, cents}]` JSON. */
  tenders: string;
  amount_cents: number;
  /** 1 when the refunded lines' places and stock go back on sale. */
  release_claims: number;
  /** 1 for a cancellation: the whole order, ending it. */
  cancels_order: number;
  note: string | null;
  status: RefundStatus;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * `pending`: a mail with its text, waiting to be sent; `queued`: an order's mail, written from the
 * order when it is sent (migration 0014); `sent`.
 */
export const MAIL_STATUSES = ['pending', 'queued', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The mails an order sends, written from the order when they are sent. */
export const ORDER_MAILS = ['confirmation', 'reservation'] as const;
export type OrderMail = (typeof ORDER_MAILS)[number];

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  /** Subject and texts: empty for a `queued` order mail, which is written when it is sent. */
  subject: string;
  text_body: string;
  html_body: string | null;
  /** `[{filename, contentType, ref: {kind: order-tickets | order-calendar | order-invoice, orderId}}]` (JSON). */
  attachments: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker that claimed the mail owns it until then; a crashed worker's claim simply runs out. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** A `queued` order mail: the order it is written from and which of its mails it is; null for a mail with its text. */
  order_id: number | null;
  order_mail: OrderMail | null;
}
