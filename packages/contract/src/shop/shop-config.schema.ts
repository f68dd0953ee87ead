import { z } from 'zod';
import { langSchema, localizedTextSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';
import { NAV_KEYS } from '../constants.js';
import { partnerLogoGroupSchema, termsLinksSchema } from './shop-content.schema.js';

export const navKeySchema = z.enum(NAV_KEYS);

export const themeSchema = z.object({
  brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  brand_contrast_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accent_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  surface_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  text_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  radius_px: z.number().int().min(0).max(32),
  logo: z.string().nullable(),
});
export type Theme = z.infer<typeof themeSchema>;

/**
 * `shopinfo/config`: the remote application config of SPEC §3 under its server-side names.
 * The web client maps it to its camelCase AppConfig.
 */
export const shopConfigSchema = z.object({
  site_name: z.string(),
  site_name_translations: localizedTextSchema,
  nav_translations: z.partialRecord(navKeySchema, localizedTextSchema),
  languages: z.array(langSchema).min(1),
  languages_full: z.partialRecord(langSchema, z.string()),
  has_tickets: z.boolean(),
  has_guided_tours: z.boolean(),
  has_merchandise: z.boolean(),
  has_vouchers: z.boolean(),
  has_memcard: z.boolean(),
  has_voucher_code: z.boolean(),
  has_user_registration: z.boolean(),
  has_guest_registration: z.boolean(),
  logo_links_to_main_site: z.boolean(),
  museum_main_url: z.string().url().nullable(),
  museum_per_language_urls: z.partialRecord(langSchema, z.string().url()),
  partner_logos: z.array(partnerLogoGroupSchema),
  custom_terms_links: termsLinksSchema,
  currency: z.string().length(3),
  currency_symbol: z.string(),
  show_header: z.boolean(),
  show_footer: z.boolean(),
  show_cookie_disclaimer: z.boolean(),
  show_progress_bar: z.boolean(),
  confirm_payment_on_checkout: z.boolean(),
  /** How long checkout holds the places while the visitor pays, in minutes (DESIGN.md: 20 by default). */
  hold_minutes: z.number().int().positive(),
  /** How long a password reset link works, in minutes: the page after asking for one says so. */
  reset_link_minutes: z.number().int().positive(),
  default_user_country_key: z.string().length(2),
  guided_tour_default_language: langSchema,
  home_view: z.enum(['sections', 'tickets', 'guided-tours', 'merchandise']),
  support_email: z.string().email(),
  time_zone: z.string(),
  tag_manager_id: z.string().nullable(),
  /** Per-customer translation overrides merged over the UI catalogs at runtime (SPEC §1). */
  translation_overrides: z.partialRecord(langSchema, z.record(z.string(), z.string())),
  theme: themeSchema,
  /** The theme logo's intrinsic size, so the header keeps its place before it loads; null without a logo or when its file does not say. */
  logo_size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
export const shopConfigResponseSchema = envelope(shopConfigSchema);
