import { z } from 'zod';
import {
  customerFieldSchema,
  langSchema,
  localizedTextSchema,
  pageBlockSchema,
  SOCIAL_ICONS,
  staticPageIdSchema,
  termsLinkKeySchema,
} from '@foyer/contract';
import { shopSettingsSchema } from '../kernel/shop-settings.js';
import type { AnyCatalogPart, CatalogPart, SuggestedType } from './catalog-part.js';
import { shippingTableSchema, suggestionRuleSchema, voucherCodeSchema } from './catalog-commerce.schema.js';

/**
 * The catalog file a museum keeps (docs/catalog-format.md): the shop, its content and what every
 * kind shares; each kind of line adds its own keys (CatalogPart). Texts are `{lang: text}` maps;
 * readers fall back to the shop's first language.
 */
const localized = localizedTextSchema;
const localizedLogo = z.object({ image: z.string(), url: z.string().url().nullable().default(null), alt: localized });

export const baseCatalogSchema = z.object({
  shop: shopSettingsSchema,
  content: z.object({
    /** Banner groups; image paths are relative to /static and may hold a {width} placeholder. */
    banners: z.array(
      z.array(
        z.object({
          image: z.string(),
          image_mobile: z.string(),
          title: localized,
          text: localized,
          alt: localized,
          link: z.string().nullable().default(null),
        }),
      ),
    ),
    social_media: z.array(z.object({ name: z.enum(SOCIAL_ICONS), url: z.string().url(), sequence_no: z.number().int() })),
    cookie_warning: localized,
    partner_logos: z.array(z.object({ name: localized, logos: z.array(localizedLogo) })),
    sponsor_groups: z.array(z.object({ name: localized, sponsors: z.array(localizedLogo) })),
    custom_terms_links: z
      .partialRecord(langSchema, z.partialRecord(termsLinkKeySchema, z.object({ url: z.string(), title: z.string() })))
      .default({}),
  }),
  pages: z.array(
    z.object({
      id: staticPageIdSchema,
      title: localized,
      blocks: z.partialRecord(langSchema, z.array(pageBlockSchema)),
      updated_at: z.string(),
    }),
  ),
  payment_types: z.array(
    z.object({
      payartId: z.number().int().positive(),
      name: localized,
      image: z.string().nullable().default(null),
      sequence_no: z.number().int(),
      wallet: z.enum(['APPLEPAY', 'GOOGLEPAY']).nullable().default(null),
      /** DESIGN.md: only a direct-debit type asks the payer for account holder and IBAN. */
      direct_debit: z.boolean().default(false),
      /**
       * A pay-later type (invoice, schools and groups): the order is reserved for this many days (to the
       * end of the museum's day, never past the first visit) and paid online from its review page.
       */
      pay_later_days: z.number().int().min(1).max(365).nullable().default(null),
    }),
  ),
  customer: z.object({
    /** ISO 3166 alpha-2 keys the shop sells to; names come per language from i18n-iso-countries. */
    countries: z.array(z.string().length(2)).min(1),
    salutations: z.array(z.object({ key: z.string(), name: localized })),
    required_fields: z.array(customerFieldSchema),
    visible_fields: z.array(customerFieldSchema),
  }),
  /** Shipping zones and weight bands for goods. */
  shipping: shippingTableSchema.default([]),
  /** Upselling rules: what the basket suggests for what it holds. */
  suggestions: z.array(suggestionRuleSchema).default([]),
  /** Voucher codes issued outside the shop (or printed for the demo). */
  voucher_codes: z.array(voucherCodeSchema).default([]),
});

const duplicates = (ids: number[]): number[] => ids.filter((id, index) => ids.indexOf(id) !== index);

/** The keys of every part together: each part's shape, intersected as the schema's type sees them. */
type KindsShape<Parts extends readonly AnyCatalogPart[]> = (Parts[number] extends infer Part ? (Part extends CatalogPart<infer Shape> ? (keys: Shape) => void : never) : never) extends (
  keys: infer Every,
) => void
  ? Every extends z.ZodRawShape
    ? Every
    : never
  : never;

/** Every key of the file, each list checked on its own: an import checks across them once it knows what the shop keeps. */
export const composeCatalogEntriesSchema = <Parts extends readonly AnyCatalogPart[]>(parts: Parts) =>
  // Object.assign cannot tell TypeScript that the parts' keys add up to their intersection.
  baseCatalogSchema.extend(Object.assign({}, ...parts.map((part) => part.shape)) as KindsShape<Parts>);

/**
 * The whole file: the shared keys and every kind's own, with the checks across them (events and
 * tours share the events table's ids; suggestion rules name only what some kind offers).
 */
export const composeCatalogSchema = <Parts extends readonly AnyCatalogPart[]>(parts: Parts) =>
  composeCatalogEntriesSchema(parts).superRefine((catalog, ctx) => {
    const report = (message: string): void => ctx.addIssue({ code: 'custom', message });
    for (const part of parts) part.check?.(catalog, report);
    for (const id of duplicates(parts.flatMap((part) => part.eventRowIds?.(catalog) ?? []))) report(`id ${id} is taken twice in the events table (events and tours share its ids)`);
    const known = new Map<SuggestedType, Set<number>>();
    for (const part of parts) {
      for (const [type, ids] of Object.entries(part.suggestible?.(catalog) ?? {}) as [SuggestedType, number[]][]) known.set(type, new Set([...(known.get(type) ?? []), ...ids]));
    }
    // The kinds' keys leave the shared ones as they are; TypeScript cannot see that through the generic extension.
    const { suggestions } = catalog as unknown as Pick<BaseCatalog, 'suggestions'>;
    for (const rule of suggestions) {
      for (const ref of rule.suggest) if (!known.get(ref.type)?.has(ref.id)) report(`suggestion names unknown ${ref.type} ${ref.id}`);
    }
  });

export type BaseCatalog = z.infer<typeof baseCatalogSchema>;
