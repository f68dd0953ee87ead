import type { CartItemOf, CartItemType, Lang, Suggestion } from '@foyer/contract';
import type { ItemRef } from '@foyer/domain';
import type { DocumentLabels } from '../../kernel/document-labels.js';
import type { LangContext } from '../../kernel/localize.js';
import type { PdfGiftVoucher, PdfLineDetails, PdfPassCard, PdfReceipt, PdfTicket, PdfVisit } from '../../documents/document-model.js';
import type { Executor } from '../../db/database.js';
import type { Claim } from '../claims/public.js';
import type { OrderLineRow } from '../orders/public.js';

// The hooks take these; kinds reach them through the commerce core's face (public.ts).
export type { Executor, OrderLineRow };

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

/** When a booked visit ends and where it takes place (an event's venue, a tour's meeting point). */
export interface Visit {
  timeslotId: number;
  /** UTC ISO instant. */
  endsAt: string;
  venue: string | null;
}

/** A line that visits the museum at a time: the calendar and the documents show it from these alone. */
export interface LineVisit {
  /** The timeslot the line visits; the lines of one timeslot make one calendar entry. */
  timeslot(line: OrderLineRow): number;
  /** When each line's visit ends and where it takes place, by line id: one read for all lines of the kind. */
  load(db: Executor, lines: readonly OrderLineRow[], ctx: LangContext): Promise<Map<number, Visit>>;
  /** What the calendar entry of the visit is called (the event, or the tour itself). */
  summary(line: OrderLineRow): string;
  /** The calendar entry's place, from the visit's venue (a tour says it is the meeting point). */
  place(venue: string, labels: DocumentLabels): string;
  /** The line's details once the desk moved its visit to another timeslot of the same event (DomainErrors only). */
  movedTo(line: OrderLineRow, timeslotId: number): Record<string, unknown>;
}

/** What the order's documents need to build a kind's parts of the PDF. */
export interface DocumentContext {
  lang: Lang;
  /** The order's labels, in its language and the museum's region. */
  labels: DocumentLabels;
  staticDir: string;
  /** The visits of the order's lines, by line id (LineVisit.load). */
  visits: ReadonlyMap<number, Visit>;
  /** The museum's time zone, for the days documents print. */
  timeZone: string;
}

/** A kind's share of the order's one PDF; the PDF draws each part the same way whichever kind gave it. */
export interface DocumentParts {
  /** Lines with facts of their own (pass holders), shown once before everything else. */
  details?: PdfLineDetails[];
  /** Visits with a section of their own (a tour with its tickets). */
  visits?: PdfVisit[];
  /** Admission tickets listed together or on pages of their own. */
  tickets?: PdfTicket[];
  passCards?: PdfPassCard[];
  giftVouchers?: PdfGiftVoucher[];
  /** Receipts for gifts to the museum (donations), a page each. */
  receipts?: PdfReceipt[];
}

/** How suggestion rules (DESIGN.md "Upselling") see a kind: what a basket line of it is, and what of it can be suggested now. */
export interface LineSuggestions {
  /** What rules call the things of this kind they suggest. */
  readonly type: ItemRef['type'];
  /** What rules call a basket line of the kind (its product, its tour, the event of its ticket), or null when it names nothing. */
  ref(shopId: number, item: Record<string, unknown>): Promise<ItemRef | null>;
  /** The candidates of the kind that can be bought now, by id, read from the lists the shop shows. */
  available(shopId: number, lang: Lang, ids: ReadonlySet<number>): Promise<Map<number, Suggestion>>;
}

/**
 * A kind of basket line (DESIGN.md "Commerce core"): how it is priced, what a paid order issues
 * for it, how it is described, visited, shipped and suggested. Checkout, booking, documents, mail,
 * shipping and suggestions use only this: none of them names a kind.
 */
export interface LineKind<T extends CartItemType> {
  /**
   * What `fulfil` issues to download and attach (one PDF per order holds them all); goods issue nothing.
   * A kind whose lines differ (a donation issues a receipt only where the museum gives one) asks the line.
   */
  readonly issues: IssuedDocuments | ((line: OrderLineRow) => IssuedDocuments);
  /**
   * Refuses, with a DomainError, what the kind does not allow of its lines together in one basket (a
   * second donation), before any line is priced; kinds that take any number of lines leave it out.
   */
  checkBasket?(items: readonly CartItemOf<T>[]): void;
  price(item: CartItemOf<T>, ctx: PricingContext): Promise<PricedLine>;
  /** Issues what the visitor receives (admission tickets, pass cards, codes) inside the booking transaction. */
  fulfil(trx: Executor, line: OrderLineRow): Promise<void>;
  describe(line: OrderLineRow, lang: Lang): LineDescription;
  /** What the invoice names the line's priced parts with: what they belong to (the event; a tour's own name), or '' for nothing. */
  partsBelongTo(line: OrderLineRow): string;
  /** The visit a booked line makes (calendar entry, times and place on documents); kinds without a visit leave it out. */
  readonly visit?: LineVisit;
  /** What the kind adds to the order's PDF for its booked lines (all of them at once); kinds that issue nothing leave it out. */
  documentParts?(db: Executor, lines: readonly OrderLineRow[], ctx: DocumentContext): Promise<DocumentParts>;
  /** The product whose stock a line holds (goods, pass cards); kinds without stock leave it out. */
  stockOf?(line: OrderLineRow): number;
  /** Weight of the goods a basket line ships, for the shipping quote before checkout; kinds that ship nothing leave it out. */
  shippingWeight?(db: Executor, shopId: number, lines: readonly { id: number; count: number }[]): Promise<number>;
  /** How suggestion rules see the kind; kinds that are neither suggested nor followed leave it out. */
  readonly suggestions?: LineSuggestions;
}
