import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { isPostgres, type Executor } from '../../db/database.js';
import type { ProductGroupRow, ProductRow } from './merchandise.repository.js';

/** Goods, not annual passes (kind 13, sold in their own section). */
const goods = (db: Executor, shopId: number) =>
  db
    .selectFrom('products')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where((eb) => eb.or([eb('product_kind_ref', 'is', null), eb('product_kind_ref', '!=', PASS_PRODUCT_KIND)]));

/** Every product of the shop's goods, listed ones first, in the shop's order. */
export const listStoredGoods = (db: Executor, shopId: number): Promise<ProductRow[]> => goods(db, shopId).orderBy('listed', 'desc').orderBy('sequence_no').orderBy('id').execute();

/** One product of the shop's goods, listed or not. */
export const findStoredGood = (db: Executor, shopId: number, id: number): Promise<ProductRow | undefined> => goods(db, shopId).where('id', '=', id).executeTakeFirst();

/** The shop's categories in the shop's order. */
export const listStoredCategories = (db: Executor, shopId: number): Promise<ProductGroupRow[]> =>
  db.selectFrom('product_groups').selectAll().where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();

/**
 * Which of `ids` are categories of the shop, their rows locked against change until the transaction
 * ends on PostgreSQL: a product written into a category and the category's deletion at the same
 * instant are serialised, so the product never names a deleted category. Locked in id order, as every
 * writer of several categories goes, so two writers never wait for each other. SQLite runs one
 * writing transaction at a time anyway.
 */
export const lockCategories = async (db: Executor, shopId: number, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const query = db.selectFrom('product_groups').select('id').where('shop_id', '=', shopId).where('id', 'in', [...new Set(ids)]).orderBy('id');
  return new Set((await (isPostgres(db) ? query.forShare() : query).execute()).map((row) => row.id));
};

/** How many of the shop's products name a category: goods and annual passes, listed or not (an unlisted one can be listed again). */
export const countProductsIn = async (db: Executor, shopId: number, categoryId: number): Promise<number> => {
  const rows = await db.selectFrom('products').select('groups').where('shop_id', '=', shopId).execute();
  return rows.filter((row) => (JSON.parse(row.groups) as number[]).includes(categoryId)).length;
};

export const findStoredCategory = (db: Executor, shopId: number, id: number): Promise<ProductGroupRow | undefined> =>
  db.selectFrom('product_groups').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();

/**
 * Counts up a product's or category's version if it is still the one its editor read: the one
 * conditional update that lets exactly one of two editors of the same version through.
 */
export const claimVersion = async (db: Executor, table: 'products' | 'product_groups', id: number, version: number): Promise<boolean> => {
  const result = await db.updateTable(table).set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** The next free id of a table whose ids the catalog gives. */
export const nextId = async (db: Executor, table: 'products' | 'product_groups'): Promise<number> => {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
};
