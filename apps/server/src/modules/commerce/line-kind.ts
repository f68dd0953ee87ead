import type { CartItemOf, CartItemType, Lang } from '@foyer/contract';
import type { Executor } from '../claims/claim-resources.js';
import type { Claim } from '../claims/claims.js';
import type { OrderLineRow } from '../orders/orders.repository.js';

/** A priced part of a line (a ticket type, a subticket, a tour price), stored in order_lines.parts. */
export interface LinePart {
  name: string;
  count: number;
  unitPriceCents: number;
  vatBp: number;
}

export interface PricingContext {
  db: Executor;
  shopId: number;
  lang: Lang;
  /** The shop's first language, for catalog texts missing in `lang`. */
  fallbackLang: Lang;
  timeZone: string;
  /** The shop's currency, for amounts in messages (a voucher's bounds). */
  currency: string;
  /** How messages write those amounts: the language plus the museum's country (de-CH). */
  locale: string;
  /** 1-based position of the line in the cart, for messages such as PRICE_CHANGED. */
  lineNo: number;
}

/** What checkout stores, claims and totals for one cart item; nothing here comes from the browser. */
export interface PricedLine {
  type: CartItemType;
  /** The line's own name (ticket type, tour) and what it belongs to (the event; '' if nothing). */
  name: string;
  title: string;
  /** ISO instant of the visit, or null. */
  datetime: string | null;
  count: number;
  unitPriceCents: number;
  totalCents: number;
  /** VAT rate of the line in basis points (its first part's); parts carry their own. */
  vatBp: number;
  parts: LinePart[];
  /** What the line must hold until it is paid. */
  claims: Claim[];
  /** Goods to ship; 0 for admissions. */
  shippingWeightGrams: number;
  /** SPEC §4: voucher codes never pay for a gift voucher; other lines leave this out. */
  voucherCodesMayPay?: false;
  /** Facts the kind owns (event, slot, answers…), stored as JSON and read back only by the kind. */
  details: Record<string, unknown>;
}

/** One block of facts under a line (participants, answers), already in the order's language. */
export interface LineFacts {
  title: string | null;
  entries: { label: string; value: string }[];
}

/** The one model of a booked line that the mail, the PDF, the payment page and the success page show. */
export interface LineDescription {
  name: string;
  title: string;
  count: number;
  datetime: string | null;
  totalCents: number;
  facts: LineFacts[];
  /** A sentence the mail and the invoice print under the line (a donation's thanks); most kinds have none. */
  note?: string;
}

export type IssuedDocuments = 'admission-tickets' | 'pass-cards' | 'gift-vouchers' | 'donation-receipts' | 'nothing';

/**
 * A kind of basket line (DESIGN.md "Commerce core"): how it is priced, what a paid order issues
 * for it, and how it is described. Checkout, booking, documents and mail use only this.
 */
export interface LineKind<T extends CartItemType> {
  /**
   * What `fulfil` issues to download and attach (one PDF per order holds them all); goods issue nothing.
   * A kind whose lines differ (a donation issues a receipt only where the museum gives one) asks the line.
   */
  readonly issues: IssuedDocuments | ((line: OrderLineRow) => IssuedDocuments);
  price(item: CartItemOf<T>, ctx: PricingContext): Promise<PricedLine>;
  /** Issues what the visitor receives (admission tickets, pass cards, codes) inside the booking transaction. */
  fulfil(trx: Executor, line: OrderLineRow): Promise<void>;
  describe(line: OrderLineRow, lang: Lang): LineDescription;
  /** The timeslot a booked line visits (its end and venue for documents and calendars); kinds without a visit leave it out. */
  timeslot?(line: OrderLineRow): number;
}

export type LineKindRegistry = { [T in CartItemType]: LineKind<T> };
