import type { Generated } from 'kysely';

/** Table types of migration 0006 (merchandise, shipping, upselling). Texts are `{lang: text}` JSON. */
export interface ProductGroupsTable {
  id: number;
  shop_id: number;
  slug: string;
  name: string;
  sequence_no: number;
  /** Counts every change of the row; an office edit names the version it read (migration 0024). */
  version: Generated<number>;
}

/**
 * A product. `stock` is the catalog's total on offer; `sold` and `held` change only by the claim
 * resource's conditional updates, so free units are `stock - sold - held` on every instance.
 */
export interface ProductsTable {
  id: number;
  shop_id: number;
  name: string;
  teaser: string;
  description: string;
  /** `[{src, alt: {lang: text}}]` */
  images: string;
  /** Gross cents. */
  price: number;
  /** Percent, e.g. 8.1. */
  vat_value: number;
  weight_grams: number;
  sequence_no: number;
  /** Category ids (JSON array). */
  groups: string;
  product_kind_ref: string | null;
  stock: number;
  sold: number;
  held: number;
  /** 0 once the catalog no longer names the product: kept for its orders and claims, never offered. */
  listed: number;
  /** Annual passes: months a card is valid from purchase; null for goods. */
  validity_months: number | null;
  /** Annual passes: how many times a day the door admits a card sold from now on, null for no limit; null for goods (migration 0038). */
  door_entries_per_day: number | null;
  /** Counts every change of the product's data, not of its stock; an office edit names the version it read (migration 0024). */
  version: Generated<number>;
}

export interface ShopCommerceTable {
  shop_id: number;
  /** The catalog's shipping zones (JSON). */
  shipping: string;
  /** The catalog's suggestion rules (JSON). */
  suggestions: string;
  /** Migration 0026: counted up by every change of the shipping table, and of the rules. */
  shipping_version: Generated<number>;
  suggestions_version: Generated<number>;
  /** Migration 0034: counted up by every edit of the staff mail addresses. */
  staff_mail_version: Generated<number>;
  /** Refunds above this many cents need the member's second factor again (migration 0031). */
  refund_second_factor_above_cents: Generated<number>;
}

/** A voucher code: `amount` cents to spend between `valid_from` and `valid_to` (days at UTC+1). */
export interface VoucherCodesTable {
  id: Generated<number>;
  shop_id: number;
  /** Stored upper case; looked up upper case, so a typed code's case does not matter. */
  code: string;
  name: string;
  amount: number;
  sold: number;
  held: number;
  valid_from: string;
  valid_to: string;
  created_at: string;
  /** The gift-voucher line that issued the code; null for codes from the catalog. */
  order_line_id: number | null;
  /** Printed on a gift voucher: whom it is for and the buyer's message. */
  recipient: string | null;
  message: string | null;
}

/** Migration 0032: an amount the box office took off a voucher code at the desk (the balance moves in `voucher_codes.sold`). */
export interface VoucherDeskDebitsTable {
  id: Generated<number>;
  voucher_code_id: number;
  amount: number;
  note: string;
  staff_id: string;
  created_at: string;
}

/** One annual-pass card per owner of a paid pass line (migration 0008). */
export interface IssuedPassesTable {
  id: Generated<number>;
  order_id: number;
  order_line_id: number;
  barcode: string;
  pass_name: string;
  owner_name: string;
  /** `{street, zip, city, country}` JSON when the card goes to the owner's own address. */
  owner_address: string | null;
  send_to_custom_addr: number;
  valid_from: string;
  valid_to: string;
  /** When a refund took the card back (migration 0031): the door refuses it. */
  refunded_at: string | null;
  /** How many times a day the door admits the card, as its pass allowed when it was sold; null for no limit (migration 0038). */
  door_entries_per_day: number | null;
}

export interface GiftVoucherGroupsTable {
  id: number;
  shop_id: number;
  name: string;
  sequence_no: number;
  /** Counts every change of the row; an office edit names the version it read (migration 0029). */
  version: Generated<number>;
}

/**
 * A gift voucher on sale. A fixed voucher costs and is worth `price`; a variable one takes the buyer's
 * amount within `min_amount`..`max_amount` cents. Its code is valid for `validity_months`.
 */
export interface GiftVouchersTable {
  id: number;
  shop_id: number;
  name: string;
  teaser: string;
  description: string;
  images: string;
  price: number;
  vat_value: number;
  variable_amount: number;
  min_amount: number;
  max_amount: number;
  group_id: number | null;
  sequence_no: number;
  validity_months: number;
  listed: number;
  /** Migration 0026: counted up by every office edit and every import that changes the voucher. */
  version: Generated<number>;
}
