import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { z } from 'zod';
import type { CatalogPart } from '../../catalog/catalog-part.js';
import type { Executor } from '../../db/database.js';
import { productGroupSchema, productSchema, type CatalogProduct, type CatalogProductGroup } from './merchandise-catalog.schema.js';

/** DESIGN.md "Passes": a pass is valid for 12 months from purchase unless the catalog says otherwise. */
export const DEFAULT_PASS_VALIDITY_MONTHS = 12;

/**
 * Upserts a shop's categories and products. Products the file no longer names stay unlisted,
 * because orders and claims point at them; `sold` and `held` are never touched here, so loading a
 * catalog again keeps what was sold (raising `stock` restocks).
 */
const upsertMerchandise = async (db: Executor, shopId: number, catalog: { product_groups: CatalogProductGroup[]; products: CatalogProduct[] }): Promise<void> => {
  let staleGroups = db.deleteFrom('product_groups').where('shop_id', '=', shopId);
  if (catalog.product_groups.length > 0) staleGroups = staleGroups.where('id', 'not in', catalog.product_groups.map((group) => group.id));
  await staleGroups.execute();
  for (const group of catalog.product_groups) {
    const row = { shop_id: shopId, slug: group.slug, name: JSON.stringify(group.name), sequence_no: group.sequence_no };
    await db.insertInto('product_groups').values({ id: group.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }

  let unlisted = db.updateTable('products').set({ listed: 0 }).where('shop_id', '=', shopId);
  if (catalog.products.length > 0) unlisted = unlisted.where('id', 'not in', catalog.products.map((product) => product.id));
  await unlisted.execute();
  for (const product of catalog.products) {
    const row = {
      shop_id: shopId,
      name: JSON.stringify(product.name),
      teaser: JSON.stringify(product.teaser),
      description: JSON.stringify(product.description),
      images: JSON.stringify(product.images),
      price: product.price,
      vat_value: product.vat_value,
      weight_grams: product.weight,
      sequence_no: product.sequence_no,
      groups: JSON.stringify(product.custom_groups),
      product_kind_ref: product.product_kind_ref,
      validity_months: product.product_kind_ref === PASS_PRODUCT_KIND ? (product.validity_months ?? DEFAULT_PASS_VALIDITY_MONTHS) : null,
      stock: product.stock,
      listed: 1,
    };
    await db.insertInto('products').values({ id: product.id, sold: 0, held: 0, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
};

const merchandiseShape = {
  /** Categories of the merchandise list. */
  product_groups: z.array(productGroupSchema).default([]),
  /** Goods and annual passes (products of kind "13", sold in the passes section). */
  products: z.array(productSchema).default([]),
};

/** The merchandise of the catalog file: categories and products, annual passes included. */
export const merchandiseCatalog: CatalogPart<typeof merchandiseShape> = {
  shape: merchandiseShape,
  suggestible: ({ products }) => ({ merchandise: products.map((product) => product.id) }),
  check: ({ product_groups: groups, products }, report) => {
    const groupIds = new Set(groups.map((group) => group.id));
    for (const product of products) {
      if (product.validity_months !== undefined && product.product_kind_ref !== PASS_PRODUCT_KIND) report(`product ${product.id} has validity_months but is not an annual pass (kind 13)`);
      for (const id of product.custom_groups) if (!groupIds.has(id)) report(`product ${product.id} names unknown category ${id}`);
    }
  },
  load: (trx, shopId, entries) => upsertMerchandise(trx, shopId, entries),
};
