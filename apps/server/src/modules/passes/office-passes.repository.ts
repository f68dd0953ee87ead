import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Executor } from '../../db/database.js';

/** One annual pass as stored, listed or not; another product's id finds none. */
export const findStoredPass = (db: Executor, shopId: number, id: number) =>
  db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('product_kind_ref', '=', PASS_PRODUCT_KIND).executeTakeFirst();
export type StoredPass = NonNullable<Awaited<ReturnType<typeof findStoredPass>>>;

/** Every annual pass of a shop, listed ones first, in the shop's order. */
export const listStoredPasses = (db: Executor, shopId: number) =>
  db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'validity_months', 'listed', 'version'])
    .where('shop_id', '=', shopId)
    .where('product_kind_ref', '=', PASS_PRODUCT_KIND)
    .orderBy('listed', 'desc')
    .orderBy('sequence_no')
    .orderBy('id')
    .execute();

/** Counts up a product's version if it is still the one its editor read: of two editors of one version, one gets through. */
export const claimProductVersion = async (db: Executor, id: number, version: number): Promise<boolean> => {
  const result = await db.updateTable('products').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** The next free product id (passes and goods share them). */
export const nextProductId = async (db: Executor): Promise<number> => Number((await db.selectFrom('products').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
