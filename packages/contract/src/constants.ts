/**
 * Contract constants without zod, so the web's first view can use them without downloading
 * the schema library. The schema modules build their enums from these lists.
 */

/** SPEC §1: the eight shop languages. The first one a shop configures is its default. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** SPEC §7: the payment shop id every shop call names (177 for this installation). */
export const SHOP_ID = 177;

/** Navigation keys whose labels a shop may override per language (SPEC §2 navigation labels). */
export const NAV_KEYS = [
  'shop', 'tickets', 'guidedTours', 'all', 'books', 'posters', 'merchandise',
  'vouchers', 'annualPasses', 'login', 'register', 'settings', 'logout', 'back',
] as const;
export type NavKey = (typeof NAV_KEYS)[number];

export const SOCIAL_ICONS = ['twitter', 'youtube', 'instagram', 'facebook', 'linkedin', 'tripadvisor', 'tiktok'] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export const TERMS_LINK_KEYS = ['imprint', 'terms', 'data_protection', 'shipping', 'accessibility_statement'] as const;
export type TermsLinkKey = (typeof TERMS_LINK_KEYS)[number];

/** SPEC §2: static pages under page/{id}; shipping has its own route page/shipping. */
export const STATIC_PAGE_IDS = ['imprint', 'terms', 'data_protection', 'accessibility_statement', 'shipping'] as const;
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];
export const isStaticPageId = (value: unknown): value is StaticPageId =>
  typeof value === 'string' && (STATIC_PAGE_IDS as readonly string[]).includes(value);

/** SPEC §9: 164 is the default online payment. Whether a type is direct debit is the catalog's word (DESIGN.md). */
export const DEFAULT_PAYART_ID = 164;

/** SPEC §9: product kind 13 is an annual pass; passes have their own section and are not merchandise. */
export const PASS_PRODUCT_KIND = '13';

/** The longest recipient name and gift message a gift voucher prints. */
export const RECIPIENT_MAX_LENGTH = 80;
export const GIFT_MESSAGE_MAX_LENGTH = 300;
