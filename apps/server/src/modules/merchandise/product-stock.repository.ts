import type { Executor } from '../../db/database.js';

/*
 * A product's stock changes by a difference applied in one conditional update, never by writing a
 * figure computed from an earlier read: buyers change `sold` and `held` at any moment on any
 * instance, and a figure read before their sale would give the sold unit back (docs/office.md
 * "Shop goods").
 */

/** Adds units that arrived. Always applies: whatever was sold meanwhile stays sold. False when there is no such product. */
export const receiveStock = async (db: Executor, shopId: number, id: number, quantity: number): Promise<boolean> => {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb(eb.ref('stock'), '+', quantity) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/**
 * Sets the units in stock (`stock − sold`) to what a count found, as the difference to the figure
 * the editor read: only while that figure is still the stored one. False when a sale or another
 * adjustment moved it since (or there is no such product): the count is then against a figure that
 * no longer holds; false too when it would leave fewer units than are sold and held.
 */
export const setCountedStock = async (db: Executor, shopId: number, id: number, inStock: number, readInStock: number): Promise<boolean> => {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb(eb.ref('stock'), '+', inStock - readInStock) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where((eb) => eb(eb(eb.ref('stock'), '-', eb.ref('sold')), '=', readInStock))
    .where((eb) => eb(eb(eb.ref('stock'), '+', inStock - readInStock), '>=', eb(eb.ref('sold'), '+', eb.ref('held'))))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/**
 * Takes units off (damaged, lost…) while the stock stays at or above what is sold and held: units in
 * open checkouts are promised. False when that would break it (or there is no such product).
 */
export const removeStock = async (db: Executor, shopId: number, id: number, quantity: number): Promise<boolean> => {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb(eb.ref('stock'), '-', quantity) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where((eb) => eb(eb(eb.ref('stock'), '-', quantity), '>=', eb(eb.ref('sold'), '+', eb.ref('held'))))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};
