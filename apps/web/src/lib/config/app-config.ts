import type { Lang, LocalizedText, NavKey, PartnerLogoGroup, ShopConfig, TermsLinks, Theme } from '@foyer/contract';
import { SECTIONS, SHOP_SECTIONS, type Section } from '@foyer/contract/shop-pages';

/** SPEC §3 application config, camelCase; built from the server's snake_case `shopinfo/config`. */
export interface AppConfig {
  siteName: string;
  siteNameTranslations: LocalizedText;
  navTranslations: Partial<Record<NavKey, LocalizedText>>;
  languages: Lang[];
  languagesFull: Partial<Record<Lang, string>>;
  /** SPEC §1: the sections the configuration switches on, in navigation order. */
  sections: readonly Section[];
  hasVoucherCode: boolean;
  hasUserRegistration: boolean;
  hasGuestRegistration: boolean;
  logoLinksToMainSite: boolean;
  museumMainUrl: string | null;
  museumPerLanguageUrls: Partial<Record<Lang, string>>;
  partnerLogos: PartnerLogoGroup[];
  customTermsLinks: TermsLinks;
  currency: string;
  currencySymbol: string;
  showHeader: boolean;
  showFooter: boolean;
  showCookieDisclaimer: boolean;
  showProgressBar: boolean;
  confirmPaymentOnCheckout: boolean;
  /** How long checkout holds the places while the visitor pays, in minutes. */
  holdMinutes: number;
  /** How long a password reset link works, in minutes. */
  resetLinkMinutes: number;
  defaultUserCountryKey: string;
  guidedTourDefaultLanguage: Lang;
  homeView: ShopConfig['home_view'];
  supportEmail: string;
  timeZone: string;
  tagManagerId: string | null;
  translationOverrides: Partial<Record<Lang, Record<string, string>>>;
  theme: Theme;
  /** The logo's intrinsic size, so the header keeps its place before the logo loads; null when not known. */
  logoSize: ShopConfig['logo_size'];
}

export const toAppConfig = (c: ShopConfig): AppConfig => ({
  siteName: c.site_name,
  siteNameTranslations: c.site_name_translations,
  navTranslations: c.nav_translations,
  languages: c.languages,
  languagesFull: c.languages_full,
  sections: SECTIONS.filter((section) => c[SHOP_SECTIONS[section].flag]),
  hasVoucherCode: c.has_voucher_code,
  hasUserRegistration: c.has_user_registration,
  hasGuestRegistration: c.has_guest_registration,
  logoLinksToMainSite: c.logo_links_to_main_site,
  museumMainUrl: c.museum_main_url,
  museumPerLanguageUrls: c.museum_per_language_urls,
  partnerLogos: c.partner_logos,
  customTermsLinks: c.custom_terms_links,
  currency: c.currency,
  currencySymbol: c.currency_symbol,
  showHeader: c.show_header,
  showFooter: c.show_footer,
  showCookieDisclaimer: c.show_cookie_disclaimer,
  showProgressBar: c.show_progress_bar,
  confirmPaymentOnCheckout: c.confirm_payment_on_checkout,
  holdMinutes: c.hold_minutes,
  resetLinkMinutes: c.reset_link_minutes,
  defaultUserCountryKey: c.default_user_country_key,
  guidedTourDefaultLanguage: c.guided_tour_default_language,
  homeView: c.home_view,
  supportEmail: c.support_email,
  timeZone: c.time_zone,
  tagManagerId: c.tag_manager_id,
  translationOverrides: c.translation_overrides,
  theme: c.theme,
  logoSize: c.logo_size,
});
