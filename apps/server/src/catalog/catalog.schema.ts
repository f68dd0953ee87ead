import { z } from 'zod';
import {
  customerFieldSchema,
  langSchema,
  localizedTextSchema,
  PASS_PRODUCT_KIND,
  pageBlockSchema,
  SOCIAL_ICONS,
  staticPageIdSchema,
  termsLinkKeySchema,
} from '@foyer/contract';
import { eventsSchema } from './catalog-events.schema.js';
import {
  giftVoucherGroupSchema,
  giftVoucherSchema,
  productGroupSchema,
  productSchema,
  shippingZoneSchema,
  suggestionRuleSchema,
  voucherCodeSchema,
} from './catalog-merchandise.schema.js';
import { tourCategorySchema, toursSchema } from './catalog-tours.schema.js';
import { shopSettingsSchema } from '../kernel/shop-settings.js';

/**
 * The catalog file a museum keeps (docs/catalog-format.md). Texts are `{lang: text}` maps;
 * readers fall back to the shop's first language. Later issues add tours, products, vouchers.
 */
const localized = localizedTextSchema;
const localizedLogo = z.object({ image: z.string(), url: z.string().url().nullable().default(null), alt: localized });

export const catalogSchema = z.object({
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
  /** Events with tickets and a timeslot rule (issue 3); optional so a shop without tickets needs none. */
  events: eventsSchema.default([]),
  /** Guided tours (issue 4): categories for the list filter, then the tours with prices, tickets and questions. */
  tour_categories: z.array(tourCategorySchema).default([]),
  tours: toursSchema.default([]),
  /** Merchandise: categories, products (annual passes are products of kind "13"), shipping zones and upselling rules. */
  product_groups: z.array(productGroupSchema).default([]),
  products: z.array(productSchema).default([]),
  shipping: z.array(shippingZoneSchema).default([]),
  suggestions: z.array(suggestionRuleSchema).default([]),
  /** Voucher codes issued outside the shop (or printed for the demo). */
  voucher_codes: z.array(voucherCodeSchema).default([]),
  /** Gift vouchers on sale and their groups. */
  voucher_groups: z.array(giftVoucherGroupSchema).default([]),
  gift_vouchers: z.array(giftVoucherSchema).default([]),
}).superRefine((catalog, ctx) => {
  // A tour's shared row lives in the events table, so tour and event ids share one key space.
  const eventIds = new Set(catalog.events.map((event) => event.id));
  const categoryIds = new Set(catalog.tour_categories.map((category) => category.id));
  for (const tour of catalog.tours) {
    if (eventIds.has(tour.id)) ctx.addIssue({ code: 'custom', message: `tour id ${tour.id} is also an event id` });
    for (const id of tour.categories) {
      if (!categoryIds.has(id)) ctx.addIssue({ code: 'custom', message: `tour ${tour.id} names unknown category ${id}` });
    }
  }
  const groupIds = new Set(catalog.product_groups.map((group) => group.id));
  const productIds = new Set(catalog.products.map((product) => product.id));
  const voucherGroupIds = new Set(catalog.voucher_groups.map((group) => group.id));
  for (const voucher of catalog.gift_vouchers) {
    if (voucher.group !== null && !voucherGroupIds.has(voucher.group)) ctx.addIssue({ code: 'custom', message: `gift voucher ${voucher.id} names unknown group ${voucher.group}` });
  }
  for (const product of catalog.products) {
    if (product.validity_months !== undefined && product.product_kind_ref !== PASS_PRODUCT_KIND) ctx.addIssue({ code: 'custom', message: `product ${product.id} has validity_months but is not an annual pass (kind 13)` });
    for (const id of product.custom_groups) {
      if (!groupIds.has(id)) ctx.addIssue({ code: 'custom', message: `product ${product.id} names unknown category ${id}` });
    }
  }
  const known = { merchandise: productIds, guidedTour: new Set(catalog.tours.map((tour) => tour.id)), ticket: eventIds };
  for (const rule of catalog.suggestions) {
    for (const ref of rule.suggest) {
      if (!known[ref.type].has(ref.id)) ctx.addIssue({ code: 'custom', message: `suggestion names unknown ${ref.type} ${ref.id}` });
    }
  }
});
export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogInput = z.input<typeof catalogSchema>;
