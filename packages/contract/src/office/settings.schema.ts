import { unreadableThemePairs, type ThemeColours } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { oneLineText } from '../common/text-fields.js';

/** A refusal answered with its field message (422), not as a malformed request. */
const fieldRule = (fieldMessage: 'invalid' | 'required' | 'low_contrast' | 'first_not_offered') => ({ params: { fieldMessage } });

/** A picture below the shop's pictures (an upload's `src`, or the catalog's own file such as `logo.svg`), never an address elsewhere. */
const logoPathSchema = z.string().refine((value) => /^(?!.*\.\.)[A-Za-z0-9][\w./{}-]{0,299}$/.test(value), fieldRule('invalid'));

const isColourCode = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);
const colourSchema = z.string().refine(isColourCode, fieldRule('invalid'));
const requiredLine = (max: number) => oneLineText(max).refine((text) => text !== '', fieldRule('required'));

/** The office's names of the theme colours, and the catalog's (packages/contract themeSchema). */
export const OFFICE_THEME_COLOURS = {
  brandColor: 'brand_color',
  brandContrastColor: 'brand_contrast_color',
  accentColor: 'accent_color',
  surfaceColor: 'surface_color',
  textColor: 'text_color',
} as const satisfies Record<string, keyof ThemeColours>;
export type OfficeThemeColour = keyof typeof OFFICE_THEME_COLOURS;

/** The shop's look: its colours (`#rrggbb`), corner radius and logo (a picture path or none). */
export const officeThemeSchema = z.object({
  brandColor: colourSchema,
  brandContrastColor: colourSchema,
  accentColor: colourSchema,
  surfaceColor: colourSchema,
  textColor: colourSchema,
  radiusPx: z.number().int().min(0).max(32),
  logo: logoPathSchema.nullable(),
});
export type OfficeTheme = z.infer<typeof officeThemeSchema>;

/** The theme's colours under the catalog's names, as the domain's contrast rule takes them. */
export const catalogThemeColours = (theme: Pick<OfficeTheme, OfficeThemeColour>): ThemeColours => ({
  brand_color: theme.brandColor,
  brand_contrast_color: theme.brandContrastColor,
  accent_color: theme.accentColor,
  surface_color: theme.surfaceColor,
  text_color: theme.textColor,
});

const officeColourOf = Object.fromEntries(Object.entries(OFFICE_THEME_COLOURS).map(([office, catalog]) => [catalog, office])) as Record<keyof ThemeColours, OfficeThemeColour>;

/**
 * The shop's settings an owner edits (the catalog's `shop`, docs/catalog-format.md): the museum's name
 * and address as documents and the footer show them, the currency, the languages offered and the first
 * of them, the sections shown, and the theme. As stored: a catalog file may hold a theme the office
 * would refuse, and the office shows it to be changed.
 */
export const officeStoredSettingsSchema = z.object({
  siteName: requiredLine(200),
  museum: z.object({
    name: requiredLine(200),
    street: oneLineText(200),
    zip: oneLineText(20),
    city: oneLineText(100),
    country: z.string().refine((value) => /^[A-Z]{2}$/.test(value), fieldRule('invalid')),
    email: z.string().trim().refine((value) => z.email().safeParse(value).success, fieldRule('invalid')),
    phone: oneLineText(50),
  }),
  currency: z.string().refine((value) => /^[A-Z]{3}$/.test(value), fieldRule('invalid')),
  currencySymbol: requiredLine(10),
  languages: z.array(langSchema).min(1).max(8).refine((languages) => new Set(languages).size === languages.length, fieldRule('invalid')),
  firstLanguage: langSchema,
  sections: z.object({
    tickets: z.boolean(),
    guidedTours: z.boolean(),
    merchandise: z.boolean(),
    vouchers: z.boolean(),
    memcard: z.boolean(),
    voucherCode: z.boolean(),
  }),
  theme: officeThemeSchema,
});
export type OfficeShopSettings = z.infer<typeof officeStoredSettingsSchema>;

/**
 * The settings as an edit sends them: a theme colour that makes text hard to read (WCAG AA, 4.5:1) is
 * refused at the foreground colour of the pair, and a first language the shop does not offer.
 */
export const officeShopSettingsSchema = officeStoredSettingsSchema.superRefine((settings, ctx) => {
  if (!settings.languages.includes(settings.firstLanguage)) ctx.addIssue({ code: 'custom', path: ['firstLanguage'], ...fieldRule('first_not_offered') });
  // A colour that is no colour code is refused as such; its contrast is not known.
  if (!Object.keys(OFFICE_THEME_COLOURS).every((key) => isColourCode(settings.theme[key as OfficeThemeColour]))) return;
  for (const contrast of unreadableThemePairs(catalogThemeColours(settings.theme))) {
    ctx.addIssue({ code: 'custom', path: ['theme', officeColourOf[contrast.foreground]], ...fieldRule('low_contrast') });
  }
});

/** The settings as stored, with the version an edit must name. */
export const officeSettingsRecordSchema = z.object({ version: z.number().int(), settings: officeStoredSettingsSchema });
export type OfficeSettingsRecord = z.infer<typeof officeSettingsRecordSchema>;

/** `GET /office/api/settings` (owner), and the answer of an update. */
export const officeSettingsResponseSchema = envelope(z.object({ record: officeSettingsRecordSchema }));

/** `PUT /office/api/settings` (owner): the whole settings and the version they were read at. */
export const updateOfficeSettingsBodySchema = z.object({ settings: officeShopSettingsSchema, version: z.number().int().min(0) });
export type UpdateOfficeSettingsBody = z.input<typeof updateOfficeSettingsBodySchema>;

export const officeSettingsStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeSettingsRecordSchema });
export type OfficeSettingsStaleError = z.infer<typeof officeSettingsStaleErrorSchema>;
