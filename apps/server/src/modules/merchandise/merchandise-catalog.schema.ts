import { z } from 'zod';
import { localizedTextSchema, PASS_PRODUCT_KIND } from '@foyer/contract';
import { PASS_ENTRIES_PER_DAY_DEFAULT, PASS_ENTRIES_PER_DAY_MAX } from '@foyer/domain';
import { catalogImagesSchema } from '../../catalog/catalog-images.schema.js';

const localized = localizedTextSchema;

/** A merchandise category (Books, Posters, Gifts): `slug` is its address, `/merchandise/{slug}`. */
export const productGroupSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  name: localized,
  sequence_no: z.number().int().default(0),
});

/** DESIGN.md "Passes": a pass is valid for 12 months from purchase unless the catalog says otherwise. */
export const DEFAULT_PASS_VALIDITY_MONTHS = 12;

/**
 * A product (SPEC §3 Merchandise). `price` is gross cents; `stock` is how many units the shop
 * offers in total (sold units are kept across loads, so raising it restocks); `weight` is grams per
 * unit for shipping. Kind "13" is an annual pass, sold in the passes section.
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: localized,
  teaser: localized,
  description: localized,
  images: catalogImagesSchema,
  price: z.number().int().nonnegative(),
  vat_value: z.number().min(0).max(100),
  stock: z.number().int(),
  weight: z.number().int().nonnegative(),
  sequence_no: z.number().int().default(0),
  custom_groups: z.array(z.number().int().positive()).default([]),
  product_kind_ref: z.string().regex(/^\d{1,6}$/).nullable().default(null),
  /** Annual passes: months a card is valid from purchase (DESIGN.md default 12); goods leave it out. */
  validity_months: z.number().int().min(1).max(120).optional(),
  /** Annual passes: how many times a day the door admits a card (1 to 20, default 1), null for no limit; goods leave it out. */
  door_entries_per_day: z.number().int().min(1).max(PASS_ENTRIES_PER_DAY_MAX).nullable().optional(),
})
  // A pass says how long it is valid and how often a day it admits, written or not, so a file and its export agree.
  .overwrite((product) =>
    product.product_kind_ref === PASS_PRODUCT_KIND
      ? {
          ...product,
          validity_months: product.validity_months ?? DEFAULT_PASS_VALIDITY_MONTHS,
          // Null is a setting of its own (no limit): only a pass that says nothing gets the default.
          door_entries_per_day: product.door_entries_per_day === undefined ? PASS_ENTRIES_PER_DAY_DEFAULT : product.door_entries_per_day,
        }
      : product,
  );

export type CatalogProductGroup = z.infer<typeof productGroupSchema>;
export type CatalogProduct = z.infer<typeof productSchema>;
