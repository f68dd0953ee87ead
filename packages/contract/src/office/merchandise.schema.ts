import { STOCK_REMOVAL_REASONS } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { multiLineText, oneLineText } from '../common/text-fields.js';

/** A text in the shop's languages as the office edits it; an empty text is a language left out. */
const localizedLine = (max: number) => z.partialRecord(langSchema, oneLineText(max));
const localizedParagraphs = (max: number) => z.partialRecord(langSchema, multiLineText(max));
/** A name the shop can show: in at least one language. */
const localizedName = localizedLine(200).refine((texts) => Object.values(texts).some((text) => text !== ''), { params: { fieldMessage: 'required' } });
const catalogIdSchema = z.number().int().positive().max(2_147_483_647);
const sequenceNoSchema = z.number().int().min(-1_000_000).max(1_000_000);
/** Units of stock: a museum shop counts in thousands at most; a million leaves room without inviting typos of ten digits. */
const unitsSchema = z.number().int().min(0).max(1_000_000);

/** A category of the shop's goods (Books, Posters): its address `/{lang}/merchandise/{slug}` and its name. */
export const officeCategorySchema = z.object({
  slug: z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: localizedName,
});
export type OfficeCategory = z.infer<typeof officeCategorySchema>;

/** A category as stored: its id, its place in the shop's filter (`sequenceNo`) and the version an edit must name. */
export const officeCategoryRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sequenceNo: z.number().int(),
  category: officeCategorySchema,
});
export type OfficeCategoryRecord = z.infer<typeof officeCategoryRecordSchema>;

/** `GET /office/api/product-categories` (owner, editor), and the answer of a new order: the shop's order. */
export const officeCategoryListResponseSchema = envelope(z.object({ categories: z.array(officeCategoryRecordSchema) }));
export type OfficeCategoryListResponse = z.infer<typeof officeCategoryListResponseSchema>;

/** The answer of a create (201) or an edit of one category. */
export const officeCategoryResponseSchema = envelope(z.object({ record: officeCategoryRecordSchema }));

export const officeMerchandiseIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/product-categories`: a new category, placed after the others. */
export const createOfficeCategoryBodySchema = z.object({ category: officeCategorySchema });
export type CreateOfficeCategoryBody = z.input<typeof createOfficeCategoryBodySchema>;

/** `PUT /office/api/product-categories/:id`: the category and the version it was read at. */
export const updateOfficeCategoryBodySchema = z.object({ category: officeCategorySchema, version: z.number().int().min(0) });
export type UpdateOfficeCategoryBody = z.input<typeof updateOfficeCategoryBodySchema>;

/**
 * `PUT /office/api/product-categories/order`: every category in its new order, each with the version
 * it was read at. A list that leaves one out or names one twice is refused (422); a stale version
 * answers 409 OFFICE_STALE with the categories as they are now.
 */
export const orderOfficeCategoriesBodySchema = z.object({
  categories: z.array(z.object({ id: catalogIdSchema, version: z.number().int().min(0) })).max(500),
});
export type OrderOfficeCategoriesBody = z.input<typeof orderOfficeCategoriesBodySchema>;

/**
 * `DELETE /office/api/product-categories/:id?version=`: deletes a category no product is in, against the
 * version its editor read; answers the shop's categories as they are then. A category that still holds
 * products is refused (409 OFFICE_CATEGORY_IN_USE, `params.products` how many); a stale version
 * answers 409 OFFICE_STALE with the category as it is now.
 */
export const deleteOfficeCategoryQuerySchema = z.object({ version: z.coerce.number().int().min(0).max(2_147_483_647) });
export type DeleteOfficeCategoryQuery = z.input<typeof deleteOfficeCategoryQuerySchema>;

export const officeCategoryStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeCategoryRecordSchema });
export const officeCategoryOrderStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: z.array(officeCategoryRecordSchema) });
export type OfficeCategoryStaleError = z.infer<typeof officeCategoryStaleErrorSchema>;
export type OfficeCategoryOrderStaleError = z.infer<typeof officeCategoryOrderStaleErrorSchema>;

/** A picture of a product: an uploaded picture's `src` (with `{width}`) or a path below the shop's pictures, and its alt text. */
export const officeProductImageSchema = z.object({
  src: z.string().regex(/^(?!.*\.\.)[A-Za-z0-9][\w./{}-]{0,299}$/),
  alt: localizedLine(300).default({}),
});
export type OfficeProductImage = z.infer<typeof officeProductImageSchema>;

/**
 * A product of the museum shop as the office edits it: the catalog file's product
 * (docs/catalog-format.md) in camelCase, without its stock, which changes by adjustments.
 */
export const officeProductSchema = z.object({
  name: localizedName,
  /** One line for the shop's card. */
  teaser: localizedLine(300).default({}),
  description: localizedParagraphs(20_000).default({}),
  /** The first is the card's picture; the product page shows them all. */
  images: z.array(officeProductImageSchema).max(12).default([]),
  /** Gross cents, VAT included. */
  price: z.number().int().min(0).max(10_000_000),
  /** Percent contained in the price: 8.1, 2.6 for books. */
  vatValue: z.number().min(0).max(100),
  /** Grams per unit, for shipping; 0 ships free. */
  weight: z.number().int().min(0).max(1_000_000),
  /** Category ids; a product may be in several. */
  categories: z.array(catalogIdSchema).max(50).default([]),
  /** Whether the shop offers it; an unlisted product keeps its orders. */
  listed: z.boolean().default(true),
  sequenceNo: sequenceNoSchema.default(0),
});
export type OfficeProduct = z.infer<typeof officeProductSchema>;
export type OfficeProductInput = z.input<typeof officeProductSchema>;

/**
 * A product's stock now. `total` is the catalog's stock (every unit ever offered); `inStock` is
 * `total − sold`, the units the shop still has, `held` of them in open checkouts; `available` is
 * what a visitor can buy now, `inStock − held`, never below 0.
 */
export const officeStockSchema = z.object({
  total: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  inStock: z.number().int(),
  available: z.number().int(),
});
export type OfficeStock = z.infer<typeof officeStockSchema>;

/** A product as stored: its id, the version of its data an edit must name, the data, and its stock now. */
export const officeProductRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  product: officeProductSchema,
  stock: officeStockSchema,
});
export type OfficeProductRecord = z.infer<typeof officeProductRecordSchema>;

/** One row of the office's list of goods. */
export const officeProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.partialRecord(langSchema, z.string()),
  /** The card's picture (its `src`), or null. */
  image: z.string().nullable(),
  price: z.number().int(),
  categories: z.array(z.number().int()),
  listed: z.boolean(),
  stock: officeStockSchema,
  version: z.number().int(),
});
export type OfficeProductSummary = z.infer<typeof officeProductSummarySchema>;

/** `GET /office/api/products` (owner, editor): the goods, listed ones first, in the shop's order; annual passes are not goods. */
export const officeProductListResponseSchema = envelope(z.object({ products: z.array(officeProductSummarySchema) }));
export type OfficeProductListResponse = z.infer<typeof officeProductListResponseSchema>;

/** `GET /office/api/products/:id`, and the answer of a create (201), an edit and a stock adjustment. */
export const officeProductResponseSchema = envelope(z.object({ record: officeProductRecordSchema }));
export type OfficeProductResponse = z.infer<typeof officeProductResponseSchema>;

/** `POST /office/api/products`: a new product and the units the shop has of it. */
export const createOfficeProductBodySchema = z.object({ product: officeProductSchema, stock: unitsSchema });
export type CreateOfficeProductBody = z.input<typeof createOfficeProductBodySchema>;

/** `PUT /office/api/products/:id`: the product's data and the version it was read at; its stock stays as it is. */
export const updateOfficeProductBodySchema = z.object({ product: officeProductSchema, version: z.number().int().min(0) });
export type UpdateOfficeProductBody = z.input<typeof updateOfficeProductBodySchema>;


/** A line of explanation kept with a correction in the product's stock history. */
const stockNote = oneLineText(200).optional();

/**
 * A change of stock, applied as a difference so a sale at the same moment is never lost:
 * `received` adds units that arrived (always applies); `counted` says how many are in stock after a
 * count, against the `inStock` the editor read: if a sale or another adjustment moved it since, it is
 * refused (409 OFFICE_STALE with the product as it is now) and the editor counts against the new figure;
 * `removed` takes units off (damaged, lost…). A correction that would leave fewer units than are sold
 * and held is refused (409 OFFICE_STOCK_BELOW_SOLD); every correction may carry a note.
 */
export const stockAdjustmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('received'), quantity: unitsSchema.min(1), note: stockNote }),
  z.object({ kind: z.literal('counted'), inStock: unitsSchema, readInStock: z.number().int().min(-2_147_483_647).max(2_147_483_647), note: stockNote }),
  z.object({ kind: z.literal('removed'), quantity: unitsSchema.min(1), reason: z.enum(STOCK_REMOVAL_REASONS), note: stockNote }),
]);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** `POST /office/api/products/:id/stock`. */
export const adjustOfficeStockBodySchema = z.object({ adjustment: stockAdjustmentSchema });
export type AdjustOfficeStockBody = z.input<typeof adjustOfficeStockBodySchema>;

export const officeProductStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeProductRecordSchema });
export type OfficeProductStaleError = z.infer<typeof officeProductStaleErrorSchema>;

/** One correction of a product's stock, as the audit log keeps it. */
export const stockHistoryEntrySchema = z.object({
  at: z.string(),
  staffName: z.string().nullable(),
  kind: z.enum(['received', 'counted', 'removed']),
  reason: z.enum(STOCK_REMOVAL_REASONS).nullable(),
  /** Units added (positive) or taken off (negative). */
  difference: z.number().int(),
  /** Units in stock after it. */
  inStock: z.number().int(),
  note: z.string().nullable(),
});
export type StockHistoryEntry = z.infer<typeof stockHistoryEntrySchema>;

/** `GET /office/api/products/:id/stock-history` (owner, editor): the product's corrections, newest first, at most 200. */
export const stockHistoryResponseSchema = envelope(z.object({ entries: z.array(stockHistoryEntrySchema) }));
export type StockHistoryResponse = z.infer<typeof stockHistoryResponseSchema>;
