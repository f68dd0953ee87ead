import type { OfficeShopSettings } from '@foyer/contract';
import { shopSettingsSchema, type CatalogShop } from '../../kernel/shop-settings.js';

/** The catalog's shop settings as the office edits them (docs/office.md "Settings"). */
export const officeSettingsOf = (shop: CatalogShop): OfficeShopSettings => ({
  siteName: shop.site_name,
  museum: { name: shop.meta.museum_name, street: shop.meta.street, zip: shop.meta.zip, city: shop.meta.city, country: shop.meta.country, email: shop.meta.email, phone: shop.meta.phone },
  currency: shop.currency,
  currencySymbol: shop.currency_symbol,
  languages: shop.languages,
  firstLanguage: shop.languages[0] ?? 'en',
  sections: {
    tickets: shop.sections.tickets,
    guidedTours: shop.sections.guided_tours,
    merchandise: shop.sections.merchandise,
    vouchers: shop.sections.vouchers,
    memcard: shop.sections.memcard,
    voucherCode: shop.sections.voucher_code,
  },
  theme: {
    brandColor: shop.theme.brand_color,
    brandContrastColor: shop.theme.brand_contrast_color,
    accentColor: shop.theme.accent_color,
    surfaceColor: shop.theme.surface_color,
    textColor: shop.theme.text_color,
    radiusPx: shop.theme.radius_px,
    logo: shop.theme.logo,
  },
});

/**
 * The office's settings over the stored ones, ready for the catalog's writer: the first language leads
 * the list (the shop's default), the others keep the order sent. The guided tours' default language
 * filter follows the first language when the shop no longer offers it. What the office does not edit
 * stays as stored.
 */
export const catalogShopOf = (stored: CatalogShop, settings: OfficeShopSettings): CatalogShop => {
  const languages = [settings.firstLanguage, ...settings.languages.filter((lang) => lang !== settings.firstLanguage)];
  return shopSettingsSchema.parse({
    ...stored,
    site_name: settings.siteName,
    languages,
    guided_tour_default_language: languages.includes(stored.guided_tour_default_language) ? stored.guided_tour_default_language : settings.firstLanguage,
    currency: settings.currency,
    currency_symbol: settings.currencySymbol,
    sections: {
      tickets: settings.sections.tickets,
      guided_tours: settings.sections.guidedTours,
      merchandise: settings.sections.merchandise,
      vouchers: settings.sections.vouchers,
      memcard: settings.sections.memcard,
      voucher_code: settings.sections.voucherCode,
    },
    theme: {
      brand_color: settings.theme.brandColor,
      brand_contrast_color: settings.theme.brandContrastColor,
      accent_color: settings.theme.accentColor,
      surface_color: settings.theme.surfaceColor,
      text_color: settings.theme.textColor,
      radius_px: settings.theme.radiusPx,
      logo: settings.theme.logo,
    },
    meta: {
      ...stored.meta,
      museum_name: settings.museum.name,
      street: settings.museum.street,
      zip: settings.museum.zip,
      city: settings.museum.city,
      country: settings.museum.country,
      email: settings.museum.email,
      phone: settings.museum.phone,
    },
  });
};
