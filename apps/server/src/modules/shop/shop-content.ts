import type { ShopConfig, ShopInfo, StaticContent } from '@foyer/contract';
import type { ImageSize } from './image-size.js';
import { localize, publicAsset, type LangContext } from '../../kernel/localize.js';
import { RESET_MINUTES } from '../customer-auth/public.js';
import type { CatalogContent } from './shop.repository.js';
import type { ShopContext, ShopSettings } from '../../kernel/shop-context.js';

type CatalogLogo = CatalogContent['partner_logos'][number]['logos'][number];

const logo = (entry: CatalogLogo, ctx: LangContext) => ({
  image: publicAsset(entry.image),
  url: entry.url,
  alt: localize(entry.alt, ctx),
});

/** SPEC §3 banners: empty images removed (a missing mobile image falls back to the desktop one), empty groups dropped. */
const banners = (content: CatalogContent, ctx: LangContext): StaticContent['banners'] =>
  content.banners
    .map((group) =>
      group
        .filter((banner) => banner.image.trim() !== '')
        .map((banner) => ({
          image: publicAsset(banner.image),
          image_mobile: publicAsset(banner.image_mobile.trim() === '' ? banner.image : banner.image_mobile),
          title: localize(banner.title, ctx),
          text: localize(banner.text, ctx),
          link: banner.link,
          alt: localize(banner.alt, ctx),
        })),
    )
    .filter((group) => group.length > 0);

export const partnerLogos = (content: CatalogContent, ctx: LangContext): StaticContent['partner_logos'] =>
  content.partner_logos.map((group) => ({ name: group.name, logos: group.logos.map((entry) => logo(entry, ctx)) }));

export const buildStaticContent = (content: CatalogContent, ctx: LangContext): StaticContent => ({
  banners: banners(content, ctx),
  social_media: [...content.social_media]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map(({ name, url, sequence_no }) => ({ name, url, sequence_no })),
  cookie_warning: localize(content.cookie_warning, ctx),
  partner_logos: partnerLogos(content, ctx),
  sponsor_groups: content.sponsor_groups.map((group) => ({
    name: localize(group.name, ctx),
    sponsors: group.sponsors.map((entry) => logo(entry, ctx)),
  })),
  terms_links: content.custom_terms_links[ctx.lang] ?? {},
});

export const buildShopInfo = (content: CatalogContent, ctx: ShopContext): ShopInfo => {
  const { meta } = ctx.settings;
  return {
    ...buildStaticContent(content, ctx),
    meta: {
      ...meta,
      opening_hours: localize(meta.opening_hours, ctx),
      description: localize(meta.description, ctx),
    },
  };
};

/** A language's name in that language, capitalised for a language menu: de -> "Deutsch", fr -> "Français". */
export const ownLanguageName = (lang: string): string => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

export const buildShopConfig = (settings: ShopSettings, content: CatalogContent, ctx: LangContext, holdMinutes: number, logoSize: ImageSize | null): ShopConfig => ({
  site_name: settings.site_name,
  site_name_translations: settings.site_name_translations,
  nav_translations: settings.nav_translations,
  languages: settings.languages,
  languages_full: Object.fromEntries(settings.languages.map((lang) => [lang, ownLanguageName(lang)])),
  has_tickets: settings.sections.tickets,
  has_guided_tours: settings.sections.guided_tours,
  has_merchandise: settings.sections.merchandise,
  has_vouchers: settings.sections.vouchers,
  has_memcard: settings.sections.memcard,
  has_voucher_code: settings.sections.voucher_code,
  has_user_registration: settings.user_registration,
  has_guest_registration: settings.guest_registration,
  logo_links_to_main_site: settings.logo_links_to_main_site,
  museum_main_url: settings.museum_main_url,
  museum_per_language_urls: settings.museum_per_language_urls,
  partner_logos: partnerLogos(content, ctx),
  custom_terms_links: content.custom_terms_links,
  currency: settings.currency,
  currency_symbol: settings.currency_symbol,
  show_header: settings.show_header,
  show_footer: settings.show_footer,
  show_cookie_disclaimer: settings.show_cookie_disclaimer,
  show_progress_bar: settings.show_progress_bar,
  confirm_payment_on_checkout: settings.confirm_payment_on_checkout,
  hold_minutes: holdMinutes,
  reset_link_minutes: RESET_MINUTES,
  default_user_country_key: settings.default_user_country_key,
  guided_tour_default_language: settings.guided_tour_default_language,
  home_view: settings.home_view,
  support_email: settings.support_email,
  time_zone: settings.time_zone,
  tag_manager_id: settings.tag_manager_id,
  translation_overrides: settings.translation_overrides,
  theme: { ...settings.theme, logo: settings.theme.logo === null ? null : publicAsset(settings.theme.logo) },
  logo_size: logoSize,
});
