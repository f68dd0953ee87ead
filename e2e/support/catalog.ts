export { LANGUAGE_NAMES } from '@foyer/contract/constants';
/**
 * The parts of the catalog file (docs/catalog-format.md) the journeys read to know what a shop
 * must show. Expectations come from the catalog each server was started with, so the journeys
 * test the rules, not one museum's content.
 */
export type Lang = 'de' | 'en' | 'fr' | 'it' | 'nl' | 'es' | 'sv' | 'da';
export type Localized = Partial<Record<Lang, string>>;
export type TermsKey = 'imprint' | 'terms' | 'data_protection' | 'shipping' | 'accessibility_statement';
export type SectionKey = 'tickets' | 'guided_tours' | 'merchandise' | 'vouchers' | 'memcard';
export type PageBlock = { type: 'heading' | 'paragraph'; text: string } | { type: 'list'; items: string[] };

interface Logo {
  image: string;
  url?: string | null;
  alt: Localized;
}

/** A way to pay as the catalog file names it. */
export interface CatalogPaymentType {
  payartId: number;
  name: Localized;
  image: string | null;
  wallet: string | null;
  /** DESIGN.md: only a direct-debit type asks for account holder and IBAN. */
  direct_debit?: boolean;
  pay_later_days?: number;
}

export interface CatalogFile {
  shop: {
    id: number;
    site_name: string;
    site_name_translations?: Localized;
    languages: Lang[];
    sections: Record<SectionKey | 'voucher_code', boolean>;
    user_registration: boolean;
    guest_registration: boolean;
    logo_links_to_main_site?: boolean;
    museum_main_url?: string | null;
    museum_per_language_urls?: Localized;
    currency?: string;
    currency_symbol?: string;
    show_header?: boolean;
    show_footer?: boolean;
    show_cookie_disclaimer?: boolean;
    home_view?: 'sections' | 'tickets' | 'guided-tours' | 'merchandise';
    support_email: string;
    meta: { country: string; [key: string]: unknown };
    nav_translations?: Partial<Record<string, Localized>>;
    theme: { brand_color: string; brand_contrast_color: string; accent_color: string; surface_color: string; text_color: string; radius_px: number; logo: string | null };
    [key: string]: unknown;
  };
  content: {
    banners: { image: string; image_mobile: string; title: Localized; text: Localized; alt: Localized }[][];
    social_media: { name: string; url: string; sequence_no: number }[];
    cookie_warning: Localized;
    partner_logos: { name: Localized; logos: Logo[] }[];
    sponsor_groups: { name: Localized; sponsors: Logo[] }[];
    custom_terms_links?: Partial<Record<Lang, Partial<Record<TermsKey, { url: string; title: string }>>>>;
  };
  pages: { id: TermsKey; title: Localized; blocks: Partial<Record<Lang, PageBlock[]>>; updated_at: string }[];
  payment_types: CatalogPaymentType[];
  [key: string]: unknown;
}

/** SPEC §2 routes of the five sections. */
export const SECTION_PATHS: Record<SectionKey, string> = {
  tickets: 'tickets',
  guided_tours: 'guided-tours',
  merchandise: 'merchandise',
  vouchers: 'vouchers',
  memcard: 'passes',
};
export const SECTION_KEYS = Object.keys(SECTION_PATHS) as SectionKey[];


/** Localized catalog text with the fallback of DESIGN.md: the shop's first language. */
export const text = (catalog: CatalogFile, value: Localized, lang: Lang): string => {
  const fallback = catalog.shop.languages[0] ?? 'en';
  return value[lang] ?? value[fallback] ?? '';
};

export const siteName = (catalog: CatalogFile, lang: Lang): string =>
  catalog.shop.site_name_translations?.[lang] ?? catalog.shop.site_name;

export const currency = (catalog: CatalogFile): string => catalog.shop.currency ?? 'CHF';

/** DESIGN.md "Formats": money, dates and times follow the page language plus the museum's country (de-CH). */
export const shopLocale = (catalog: CatalogFile, lang: Lang): string => `${lang}-${catalog.shop.meta.country}`;

/** SPEC §2: footer links; accessibility only with EUR, shipping only with merchandise. */
export const expectedTermsKeys = (catalog: CatalogFile): { shown: TermsKey[]; hidden: TermsKey[] } => {
  const all: TermsKey[] = ['imprint', 'terms', 'data_protection', 'shipping', 'accessibility_statement'];
  const isShown = (key: TermsKey): boolean => {
    if (key === 'shipping') return catalog.shop.sections.merchandise;
    if (key === 'accessibility_statement') return currency(catalog) === 'EUR';
    return true;
  };
  return { shown: all.filter(isShown), hidden: all.filter((key) => !isShown(key)) };
};

/** A custom terms link replaces the shop's own page for that language. */
export const termsHref = (catalog: CatalogFile, key: TermsKey, lang: Lang): string =>
  catalog.content.custom_terms_links?.[lang]?.[key]?.url ?? `/${lang}/page/${key}`;

export const pageOf = (catalog: CatalogFile, id: TermsKey): CatalogFile['pages'][number] => {
  const page = catalog.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`catalog has no static page "${id}"`);
  return page;
};

export const firstParagraph = (catalog: CatalogFile, id: TermsKey, lang: Lang): string => {
  const page = pageOf(catalog, id);
  const blocks = page.blocks[lang] ?? page.blocks[catalog.shop.languages[0] ?? 'en'] ?? [];
  const paragraph = blocks.find((block) => block.type === 'paragraph');
  return paragraph && 'text' in paragraph ? paragraph.text : '';
};

/** SPEC §2: the logo goes to /{lang}, or to the main site (per-language URL first) in a new tab. */
export const expectedLogoLink = (catalog: CatalogFile, lang: Lang): { href: string; newTab: boolean } => {
  const { shop } = catalog;
  if (shop.logo_links_to_main_site && shop.museum_main_url) {
    return { href: shop.museum_per_language_urls?.[lang] ?? shop.museum_main_url, newTab: true };
  }
  return { href: `/${lang}`, newTab: false };
};
