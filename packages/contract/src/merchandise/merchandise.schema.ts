import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { MAX_ID } from '../common/shop-query.js';

const shop = z.coerce.number().int().positive().max(MAX_ID).optional();

export const productIdSchema = z.coerce.number().int().positive().max(MAX_ID);


/** DESIGN.md: the most of one product a single basket line may hold, unless stock is lower. */
export const MAX_LINE_QUANTITY = 50;

/** A product kind as the catalog writes it ("13"); the lists answer merchandise without one. */
export const productKindSchema = z.string().regex(/^\d{1,6}$/);

/**
 * A merchandise category (SPEC §3 custom_groups: Books, Posters, Gifts…). `slug` is its address:
 * `/{lang}/merchandise/{slug}`.
 */
export const productGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** An image under /static with its alternative text in the request language. */
export const productImageSchema = z.object({ src: z.string(), alt: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * SPEC §3 Merchandise, texts in the request language. `price` is gross cents, `vat_value` the VAT
 * rate in percent; `stock` is what can still be bought now (never negative); `weight` is grams per
 * unit; `max_quantity` is the most one line may hold (stock and the per-line maximum).
 */
export const productSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  teaser: z.string(),
  price: z.number().int().nonnegative(),
  vat_value: z.number().nonnegative(),
  stock: z.number().int().nonnegative(),
  max_quantity: z.number().int().nonnegative(),
  weight: z.number().int().nonnegative(),
  sequence_no: z.number().int(),
  custom_groups: z.array(productGroupSchema),
  product_kind_ref: z.string().nullable(),
  image: productImageSchema.nullable(),
  /** Annual passes: months of validity from purchase (DESIGN.md, default 12); null for merchandise. */
  validity_months: z.number().int().positive().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One product with its full description (paragraphs separated by blank lines) and every image. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(productImageSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `merchandise/select`: the shop's products by sequence_no, merchandise unless `product_kind` names a kind. */
export const merchandiseSelectQuerySchema = z.object({ shop, product_kind: productKindSchema.optional() });
export const merchandiseSelectResponseSchema = envelope(z.object({ products: z.array(productSummarySchema) }));
export type MerchandiseSelectResponse = z.infer<typeof merchandiseSelectResponseSchema>;

/** `merchandise?article=`: one product; 404 PRODUCT_NOT_FOUND when the shop does not sell it. */
export const merchandiseArticleQuerySchema = z.object({ shop, article: productIdSchema });
export const merchandiseArticleResponseSchema = envelope(productDetailSchema);
export type MerchandiseArticleResponse = z.infer<typeof merchandiseArticleResponseSchema>;

/** `merchandise/attr`: the categories that hold at least one listed product, by sequence. */
export const merchandiseAttrQuerySchema = z.object({ shop, product_kind: productKindSchema.optional() });
export const merchandiseAttrResponseSchema = envelope(z.object({ category: z.array(productGroupSchema) }));
export type MerchandiseAttrResponse = z.infer<typeof merchandiseAttrResponseSchema>;

export const merchandiseLangParamsSchema = z.object({ lang: langSchema });
