import type { Generated } from 'kysely';

/** Table types of migration 0006 (merchandise, shipping, upselling). Texts are `{lang: text}` JSON. */
export interface ProductGroupsTable {
  id: number;
  shop_id: number;
  slug: string;
  name: string;
  sequence_no: number;
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
}

export interface ShopCommerceTable {
  shop_id: number;
  /** The catalog's shipping zones (JSON). */
  shipping: string;
  /** The catalog's suggestion rules (JSON). */
  suggestions: string;
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
}
