import type { CartItemInput, CartItemType, VoucherCodeItem } from '@foyer/contract';
import type { EcommerceItem } from '../analytics/ecommerce';

/**
 * One part of a line as the basket lists it: "2 × Adults at CHF 22.00 each". `unitPrice` null reads
 * "included" (a free companion); `sub` indents it under the part before it (subtickets, add-ons).
 */
export interface LinePart {
  count: number;
  name: string;
  /** Catalog unit price in cents at the time of adding, or null when the part comes included. */
  unitPrice: number | null;
  sub?: boolean;
}

/** A question the visitor answered while booking, with the texts shown back to them. */
export interface LineAnswer {
  question: string;
  answer: string;
}

/**
 * How the basket shows a line, as plain data: names are the catalog's in the language of the time of
 * adding, and the basket translates the rest (counts, prices, dates) when it renders.
 */
export interface LineDisplay {
  /** What was booked: the event or the tour. */
  heading: string;
  /** The line in full words ("Event – ticket type"), for the remove button. */
  label: string;
  /** The start (ISO datetime); `dateOnly` for a line valid all day. */
  when?: { datetime: string; dateOnly?: boolean };
  /** People the line admits, when the kind books a group (guided tours). */
  participants?: number;
  parts: LinePart[];
  answers?: LineAnswer[];
  /** What the answers are, for screen readers: a tour's answers (the default), a pass's holders, a voucher's dedication. */
  answersKind?: 'answers' | 'holders' | 'dedication';
  /** The catalog picture of what was chosen (its address as the catalog gives it), shown small beside the line. */
  image?: string;
}

/** The display's picture when the catalog has one: lines of things without a picture carry none. */
export const imageOf = (address: string | null | undefined): Pick<LineDisplay, 'image'> => (address ? { image: address } : {});

/**
 * A basket line (SPEC §3: type, id, name, totalPrice in integer cents), built by the feature that
 * sells its kind: the exact SPEC §7 item checkout sends, how the basket shows it, the VAT it includes
 * and how analytics reports it. Basket, checkout and analytics use these and never look at the kind.
 */
/**
 * A part that comes with each unit of a line (a ticket's companions and add-ons, the wire item's
 * `subtickets`): a new count of the line keeps its count within `minPerUnit`..`maxPerUnit` per unit.
 */
export interface LineFollower {
  id: number;
  count: number;
  /** A fixed companion has min = max: it follows the line exactly. */
  minPerUnit: number;
  maxPerUnit: number;
  unitPrice: number;
  vatBp: number;
}

/**
 * A line priced as count × unit price (goods, event tickets): the basket may change its count up to
 * `max`, and the store rescales total, VAT, wire item and analytics from the unit price and VAT rate
 * without knowing the kind.
 */
export interface LineQuantity {
  count: number;
  /** Most units one line may hold: stock or free places at the time of adding, and the per-line maximum. */
  max: number;
  /** What `max` stands for, so the basket can say why it stops there: goods per order (the default) or places at a time. */
  limit?: 'places';
  unitPrice: number;
  /** VAT rate in basis points (8.1 % = 810): the VAT of a new count is taken on its total, as the server does. */
  vatBp: number;
  /** Parts that come with each unit, in the order of the line's display parts after the first. */
  followers?: LineFollower[];
}

/** What a line may be: a kind the shop sells, or a voucher code (SPEC §3: a negative totalPrice, paying part of the order). */
export type CartLineType = CartItemType | 'voucherCode';

/** The wire item of a line (SPEC §7), as initPayment takes it. */
export type CartLineItem = CartItemInput | VoucherCodeItem;

export interface CartLine {
  type: CartLineType;
  id: number;
  name: string;
  totalPrice: number;
  /** VAT contained in totalPrice, in cents, summed at each part's own rate. */
  vatCents: number;
  item: CartLineItem;
  display: LineDisplay;
  analytics: EcommerceItem;
  /** Present when the basket may change the line's count. */
  quantity?: LineQuantity;
  /** SPEC §4: set on lines voucher codes may not pay (gift vouchers are paid with money); absent, codes pay the line. */
  voucherCodesMayPay?: false;
}
