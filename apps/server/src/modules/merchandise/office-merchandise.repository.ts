import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
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
