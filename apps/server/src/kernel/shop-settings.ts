import { langSchema, localizedTextSchema, navKeySchema, themeSchema } from '@foyer/contract';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { catalogRows } from './catalog-rows.js';

const localized = localizedTextSchema;

/**
 * The shop's settings as the catalog file sets them (docs/catalog-format.md `shop`): every module
 * reads them through the shop context, so they live in the kernel; the catalog schema includes them.
 */
export const shopSettingsSchema = z.object({
  id: z.number().int().positive(),
  site_name: z.string(),
  site_name_translations: localized.default({}),
  nav_translations: z.partialRecord(navKeySchema, localized).default({}),
  languages: z.array(langSchema).min(1),
  sections: z.object({
    tickets: z.boolean(),
    guided_tours: z.boolean(),
    merchandise: z.boolean(),
    vouchers: z.boolean(),
    memcard: z.boolean(),
    voucher_code: z.boolean(),
  }),
  user_registration: z.boolean(),
  guest_registration: z.boolean(),
  logo_links_to_main_site: z.boolean().default(false),
  museum_main_url: z.string().url().nullable().default(null),
  museum_per_language_urls: z.partialRecord(langSchema, z.string().url()).default({}),
  currency: z.string().length(3).default('CHF'),
  currency_symbol: z.string().default('CHF'),
  show_header: z.boolean().default(true),
  show_footer: z.boolean().default(true),
  show_cookie_disclaimer: z.boolean().default(true),
  show_progress_bar: z.boolean().default(true),
  confirm_payment_on_checkout: z.boolean().default(true),
  default_user_country_key: z.string().length(2),
  guided_tour_default_language: langSchema,
  home_view: z.enum(['sections', 'tickets', 'guided-tours', 'merchandise']).default('sections'),
  support_email: z.string().email(),
  tag_manager_id: z.string().nullable().default(null),
  /** Sites that may show the shop in a frame (the embedded layout), as origins such as https://museum.example.org. */
  frame_ancestors: z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).default([]),
  translation_overrides: z.partialRecord(langSchema, z.record(z.string(), z.string())).default({}),
  theme: themeSchema,
  meta: z.object({
    museum_name: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string().length(2),
    email: z.string().email(),
    phone: z.string(),
    /** The museum's VAT number (CHE-123.456.789 MWST), printed on invoices; null when it has none. */
    vat_number: z.string().nullable().default(null),
    opening_hours: localized,
    description: localized,
  }),
});

export type CatalogShop = z.output<typeof shopSettingsSchema>;

const shopSettings = catalogRows<CatalogShop | undefined>();

/**
 * The shop's settings as the catalog set them (validated by the import; parsed again on a cache miss so
 * reads stay free of unchecked casts). Pricing reads them for every line, so the parsed settings
 * are kept as catalog rows (a few seconds, dropped at once when this process imports a catalog).
 */
export const findShopSettings = (db: Db, id: number): Promise<CatalogShop | undefined> =>
  shopSettings.read(db, String(id), async () => {
    const row = await db.selectFrom('shops').select('settings').where('id', '=', id).executeTakeFirst();
    return row ? shopSettingsSchema.parse(JSON.parse(row.settings)) : undefined;
  });

/** Calls without a `shop` parameter (pages, customer attributes) use the shop with the lowest id. */
export const findDefaultShopId = async (db: Db): Promise<number | undefined> => {
  const row = await db.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
};
