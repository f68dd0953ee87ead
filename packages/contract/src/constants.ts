/**
 * Contract constants without zod, so the web's first view can use them without downloading
 * the schema library. The schema modules build their enums from these lists.
 */

/** SPEC §1: the eight shop languages. The first one a shop configures is its default. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language in its own name, as a language switch lists them: visitors and staff recognise theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};

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

/**
 * The widths a `{width}` placeholder in a picture's path is filled with: the shop's banner srcsets
 * (apps/web banner-images.ts, the server's banner preload) on wide screens and on phones.
 */
export const DESKTOP_IMAGE_WIDTHS = [640, 1280, 1920] as const;
export const MOBILE_IMAGE_WIDTHS = [640, 1280] as const;

/** Every width an uploaded picture is stored in, so any `{width}` the shop asks for exists. */
export const UPLOADED_IMAGE_WIDTHS = [...new Set([...DESKTOP_IMAGE_WIDTHS, ...MOBILE_IMAGE_WIDTHS])].sort((a, b) => a - b);

/** The picture files the office takes (checked by their bytes on the server; the office names them to the file chooser). */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The files the shop's logo may be: the pictures, and SVG, which the server draws to a picture (never served as SVG). */
export const UPLOADABLE_LOGO_TYPES = [...UPLOADABLE_IMAGE_TYPES, 'image/svg+xml'] as const;

/** The largest SVG logo: a logo's shapes take kilobytes, one with a photograph embedded a megabyte at most. */
export const UPLOADED_SVG_MAX_MEGABYTES = 2;
export const UPLOADED_SVG_MAX_BYTES = UPLOADED_SVG_MAX_MEGABYTES * 1024 * 1024;

/** The largest upload: a camera's full-size JPEG fits, a picture of a poster at print resolution does not need to. */
export const UPLOADED_IMAGE_MAX_MEGABYTES = 15;
export const UPLOADED_IMAGE_MAX_BYTES = UPLOADED_IMAGE_MAX_MEGABYTES * 1024 * 1024;

/** The most pixels an upload may decode to (50 megapixels: a 8160 × 6120 camera picture), so a small file cannot claim gigabytes. */
export const UPLOADED_IMAGE_MAX_MEGAPIXELS = 50;
