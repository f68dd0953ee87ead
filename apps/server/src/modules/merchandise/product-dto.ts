import type { ProductDetail, ProductGroup, ProductImage, ProductSummary } from '@foyer/contract';
import { lineQuantityCap } from '@foyer/domain';
import { z } from 'zod';
import { catalogImageSchema } from '../../catalog/catalog-images.schema.js';
import { localize, publicAsset, type LangContext, storedText } from '../../kernel/localize.js';
import type { ProductGroupRow, ProductRow } from './merchandise.repository.js';

const imagesSchema = z.array(catalogImageSchema);
const groupIdsSchema = z.array(z.number().int());

export const toProductGroup = (row: ProductGroupRow, ctx: LangContext): ProductGroup => ({ id: row.id, slug: row.slug, name: storedText(row.name, ctx) });

/** Units a visitor can buy now: the catalog's total less what is sold or held, never below 0. */
export const freeStock = (row: Pick<ProductRow, 'stock' | 'sold' | 'held'>): number => Math.max(0, row.stock - row.sold - row.held);

/** A catalog row's images (`[{src, alt: {lang: text}}]` JSON) as the shop serves them, alt text in the request language. */
export const catalogImages = (json: string, ctx: LangContext): ProductImage[] =>
  imagesSchema.parse(JSON.parse(json)).map((image) => ({ src: publicAsset(image.src), alt: localize(image.alt, ctx) }));

export const toProductSummary = (row: ProductRow, groups: ReadonlyMap<number, ProductGroup>, ctx: LangContext): ProductSummary => {
  const stock = freeStock(row);
  return {
    id: row.id,
    name: storedText(row.name, ctx),
    teaser: storedText(row.teaser, ctx),
    price: row.price,
    vat_value: row.vat_value,
    stock,
    max_quantity: lineQuantityCap(stock),
    weight: row.weight_grams,
    sequence_no: row.sequence_no,
    custom_groups: groupIdsSchema.parse(JSON.parse(row.groups)).flatMap((id) => groups.get(id) ?? []),
    product_kind_ref: row.product_kind_ref,
    image: catalogImages(row.images, ctx)[0] ?? null,
    validity_months: row.validity_months,
  };
};

export const toProductDetail = (row: ProductRow, groups: ReadonlyMap<number, ProductGroup>, ctx: LangContext): ProductDetail => ({
  ...toProductSummary(row, groups, ctx),
  description: storedText(row.description, ctx),
  images: catalogImages(row.images, ctx),
});
