import {
  FIELD_MESSAGES,
  localizedTextSchema,
  type Lang,
  type LocalizedText,
  type OfficeCategoryRecord,
  type OfficeProduct,
  type OfficeProductRecord,
  type OfficeProductSummary,
  type OfficeStock,
} from '@foyer/contract';
import { z } from 'zod';
import { catalogImagesSchema } from '../../catalog/catalog-images.schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { productGroupSchema, productSchema, type CatalogProduct, type CatalogProductGroup } from './merchandise-catalog.schema.js';
import type { ProductGroupRow, ProductRow } from './merchandise.repository.js';
import { freeStock } from './product-dto.js';

/** The languages with a text: the office sends an emptied language as an empty text. */
const written = (localized: LocalizedText): LocalizedText => Object.fromEntries(Object.entries(localized).filter(([, text]) => text !== ''));

const storedText = (json: string): LocalizedText => localizedTextSchema.parse(JSON.parse(json));
const categoryIds = (json: string): number[] => z.array(z.number().int()).parse(JSON.parse(json));

export const stockOf = (row: Pick<ProductRow, 'stock' | 'sold' | 'held'>): OfficeStock => ({
  total: row.stock,
  sold: row.sold,
  held: row.held,
  inStock: row.stock - row.sold,
  available: freeStock(row),
});

const officeProductOf = (row: ProductRow): OfficeProduct => ({
  name: storedText(row.name),
  teaser: storedText(row.teaser),
  description: storedText(row.description),
  images: catalogImagesSchema.parse(JSON.parse(row.images)),
  price: row.price,
  vatValue: row.vat_value,
  weight: row.weight_grams,
  categories: categoryIds(row.groups),
  listed: row.listed === 1,
  sequenceNo: row.sequence_no,
});

/** A product as stored, in the office's shape: the catalog's product in camelCase, its stock beside it. */
export const officeProductRecordOf = (row: ProductRow): OfficeProductRecord => ({ id: row.id, version: row.version, product: officeProductOf(row), stock: stockOf(row) });

export const officeProductSummaryOf = (row: ProductRow): OfficeProductSummary => ({
  id: row.id,
  name: storedText(row.name),
  image: catalogImagesSchema.parse(JSON.parse(row.images))[0]?.src ?? null,
  price: row.price,
  categories: categoryIds(row.groups),
  listed: row.listed === 1,
  stock: stockOf(row),
  version: row.version,
});

/**
 * The office's product as the catalog's, ready for the writer the catalog's load uses. Each category
 * must be one the shop has (422 at `product.categories.N`). What the office does not edit (the
 * product's kind, a pass's validity) keeps its stored value; `stock` is the stored one for an edit.
 */
export const catalogProductOf = (id: number, product: OfficeProduct, stored: ProductRow | undefined, stock: number, shopCategories: ReadonlySet<number>, lang: Lang): CatalogProduct => {
  product.categories.forEach((category, index) => {
    if (!shopCategories.has(category)) throw new DomainError('VALIDATION_FAILED', { errors: { [`product.categories.${index}`]: [FIELD_MESSAGES[lang].invalid] } });
  });
  return productSchema.parse({
    id,
    name: written(product.name),
    teaser: written(product.teaser),
    description: written(product.description),
    images: product.images.map((image) => ({ src: image.src, alt: written(image.alt) })),
    price: product.price,
    vat_value: product.vatValue,
    stock,
    weight: product.weight,
    sequence_no: product.sequenceNo,
    custom_groups: [...new Set(product.categories)],
    product_kind_ref: stored?.product_kind_ref ?? null,
    ...(stored?.validity_months === null || stored === undefined ? {} : { validity_months: stored.validity_months }),
  });
};

export const officeCategoryRecordOf = (row: ProductGroupRow): OfficeCategoryRecord => ({
  id: row.id,
  version: row.version,
  sequenceNo: row.sequence_no,
  category: { slug: row.slug, name: storedText(row.name) },
});

export const catalogCategoryOf = (id: number, category: OfficeCategoryRecord['category'], sequenceNo: number): CatalogProductGroup =>
  productGroupSchema.parse({ id, slug: category.slug, name: written(category.name), sequence_no: sequenceNo });
