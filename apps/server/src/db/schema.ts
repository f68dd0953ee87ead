/** Table types for Kysely. Localized texts and structured settings are JSON in text columns, portable to both dialects. */
export interface ShopsTable {
  id: number;
  /** The catalog's `shop` object (JSON). */
  settings: string;
}

export interface ShopContentTable {
  shop_id: number;
  /** banners, social_media, cookie_warning, partner_logos, sponsor_groups, custom_terms_links (JSON). */
  content: string;
}

export interface StaticPagesTable {
  shop_id: number;
  page_id: string;
  /** `{lang: text}` */
  title: string;
  /** `{lang: blocks[]}` */
  blocks: string;
  updated_at: string;
}

export interface PaymentTypesTable {
  shop_id: number;
  payart_id: number;
  /** `{lang: text}` */
  name: string;
  image: string | null;
  sequence_no: number;
  wallet: string | null;
}

export interface CustomerSettingsTable {
  shop_id: number;
  countries: string;
  salutations: string;
  required_fields: string;
  visible_fields: string;
}

export interface Database {
  shops: ShopsTable;
  shop_content: ShopContentTable;
  static_pages: StaticPagesTable;
  payment_types: PaymentTypesTable;
  customer_settings: CustomerSettingsTable;
}
