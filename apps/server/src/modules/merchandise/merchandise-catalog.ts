import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { CatalogPart } from '../../catalog/catalog-part.js';
import type { Executor } from '../../db/database.js';
import type { ProductGroupsTable, ProductsTable } from '../../db/schema-merchandise.js';
import { exportMerchandise } from './merchandise-catalog-export.js';
import { productGroupSchema, productSchema, type CatalogProduct, type CatalogProductGroup } from './merchandise-catalog.schema.js';

/** With `prune`, categories the file no longer names are deleted and its products unlisted (orders and claims point at them). */
const removeUnmentioned = async (db: Executor, shopId: number, catalog: { product_groups: CatalogProductGroup[]; products: CatalogProduct[] }): Promise<void> => {
  let staleGroups = db.deleteFrom('product_groups').where('shop_id', '=', shopId);
  if (catalog.product_groups.length > 0) staleGroups = staleGroups.where('id', 'not in', catalog.product_groups.map((group) => group.id));
  await staleGroups.execute();
  let unlisted = db
    .updateTable('products')
    .set((eb) => ({ listed: 0, version: eb(eb.ref('version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('listed', '=', 1);
  if (catalog.products.length > 0) unlisted = unlisted.where('id', 'not in', catalog.products.map((product) => product.id));
  await unlisted.execute();
};

type GroupRow = Omit<Insertable<ProductGroupsTable>, 'id' | 'version'>;
type ProductRowData = Omit<Insertable<ProductsTable>, 'id' | 'version' | 'stock' | 'sold' | 'held'>;

const groupRow = (shopId: number, group: CatalogProductGroup): GroupRow => ({ shop_id: shopId, slug: group.slug, name: JSON.stringify(group.name), sequence_no: group.sequence_no });

const productRow = (shopId: number, product: CatalogProduct, listed: boolean): ProductRowData => ({
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
  validity_months: product.validity_months ?? null,
  door_entries_per_day: product.door_entries_per_day ?? null,
  listed: listed ? 1 : 0,
});

/** Whether a stored row differs from what is about to be written in any of the written columns. */
const differs = (stored: Record<string, unknown> | undefined, row: Record<string, unknown>): boolean =>
  stored === undefined || Object.entries(row).some(([column, value]) => stored[column] !== value);

/**
 * Writes one category as the catalog holds it; the caller counts its version (an office edit claims it
 * first). `created`: the office's new category, on an id it counted as free: a plain insert, so that of
 * two creates that counted the same id at the same instant the second fails (and counts again) instead
 * of overwriting the first.
 */
export const writeProductGroup = async (db: Executor, shopId: number, group: CatalogProductGroup, { created = false } = {}): Promise<void> => {
  const row = groupRow(shopId, group);
  const insert = db.insertInto('product_groups').values({ id: group.id, ...row });
  await (created ? insert : insert.onConflict((oc) => oc.column('id').doUpdateSet(row))).execute();
};

/**
 * Writes one product's data as the catalog holds it (an annual pass included): the writer of the
 * catalog's import and of the office alike. Its stock is written only when the product is
 * new (`stock`), or when the catalog file sets it: an office edit of the data leaves the stock to the
 * adjustments (product-stock.repository.ts), and `sold` and `held` are never touched here. `created`:
 * the office's new product, written as writeProductGroup writes a new category (a plain insert).
 */
export const writeProduct = async (
  db: Executor,
  shopId: number,
  product: CatalogProduct,
  { listed, stock, created = false }: { listed: boolean; stock: 'write' | 'keep'; created?: boolean },
): Promise<void> => {
  const row = productRow(shopId, product, listed);
  const update = stock === 'write' ? { ...row, stock: product.stock } : row;
  const insert = db.insertInto('products').values({ id: product.id, sold: 0, held: 0, stock: product.stock, ...row });
  await (created ? insert : insert.onConflict((oc) => oc.column('id').doUpdateSet(update))).execute();
};

/**
 * Upserts a shop's categories and products. `sold` and `held` are never touched here, so importing a
 * catalog again keeps what was sold (raising `stock` restocks). A row whose data the file changes
 * counts up its version, so an office editor's copy read before the import is stale.
 */
const upsertMerchandise = async (db: Executor, shopId: number, catalog: { product_groups: CatalogProductGroup[]; products: CatalogProduct[] }, prune: boolean): Promise<void> => {
  if (prune) await removeUnmentioned(db, shopId, catalog);
  const groupIds = catalog.product_groups.map((group) => group.id);
  const storedGroups = new Map(groupIds.length === 0 ? [] : (await db.selectFrom('product_groups').selectAll().where('id', 'in', groupIds).execute()).map((row) => [row.id, row]));
  const changedGroups: number[] = [];
  // A slug passed from one category to another (two swapped) is set aside first: a shop has each slug once at every moment (migration 0027).
  for (const group of catalog.product_groups) {
    const stored = storedGroups.get(group.id);
    if (stored !== undefined && stored.slug !== group.slug) await db.updateTable('product_groups').set({ slug: `~${group.id}` }).where('id', '=', group.id).execute();
  }
  for (const group of catalog.product_groups) {
    if (differs(storedGroups.get(group.id), groupRow(shopId, group))) changedGroups.push(group.id);
    await writeProductGroup(db, shopId, group);
  }
  const productIds = catalog.products.map((product) => product.id);
  const storedProducts = new Map(productIds.length === 0 ? [] : (await db.selectFrom('products').selectAll().where('id', 'in', productIds).execute()).map((row) => [row.id, row]));
  const changedProducts: number[] = [];
  for (const product of catalog.products) {
    if (differs(storedProducts.get(product.id), productRow(shopId, product, true))) changedProducts.push(product.id);
    await writeProduct(db, shopId, product, { listed: true, stock: 'write' });
  }
  if (changedGroups.length > 0) await db.updateTable('product_groups').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', 'in', changedGroups).execute();
  if (changedProducts.length > 0) await db.updateTable('products').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', 'in', changedProducts).execute();
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
  lists: { product_groups: { removal: 'delete' }, products: { removal: 'unlist' } },
  suggestible: ({ products }) => ({ merchandise: products.map((product) => product.id) }),
  check: ({ product_groups: groups, products }, report) => {
    const groupIds = new Set(groups.map((group) => group.id));
    const slugs = new Map<string, number>();
    for (const group of groups) {
      const holder = slugs.get(group.slug);
      if (holder === undefined) slugs.set(group.slug, group.id);
      else report(`slug ${group.slug} is taken by categories ${holder} and ${group.id}`);
    }
    for (const product of products) {
      if (product.validity_months !== undefined && product.product_kind_ref !== PASS_PRODUCT_KIND) report(`product ${product.id} has validity_months but is not an annual pass (kind 13)`);
      if (product.door_entries_per_day !== undefined && product.product_kind_ref !== PASS_PRODUCT_KIND) report(`product ${product.id} has door_entries_per_day but is not an annual pass (kind 13)`);
      for (const id of product.custom_groups) if (!groupIds.has(id)) report(`product ${product.id} names unknown category ${id}`);
    }
  },
  load: (trx, shopId, entries, { prune }) => upsertMerchandise(trx, shopId, entries, prune),
  export: exportMerchandise,
};
