import type { Executor } from '../../db/database.js';

/** One payment type as stored, offered or not. */
export const findStoredPaymentType = (db: Executor, shopId: number, payartId: number) =>
  db.selectFrom('payment_types').selectAll().where('shop_id', '=', shopId).where('payart_id', '=', payartId).executeTakeFirst();
export type StoredPaymentType = NonNullable<Awaited<ReturnType<typeof findStoredPaymentType>>>;

/** Every payment type of a shop, offered ones first, in the shop's order. */
export const listStoredPaymentTypes = (db: Executor, shopId: number) =>
  db.selectFrom('payment_types').selectAll().where('shop_id', '=', shopId).orderBy('offered', 'desc').orderBy('sequence_no').orderBy('payart_id').execute();

/** Counts up a type's version if it is still the one its editor read: of two edits of one version, one gets through. */
export const claimPaymentTypeVersion = async (db: Executor, shopId: number, payartId: number, version: number): Promise<boolean> => {
  const result = await db
    .updateTable('payment_types')
    .set((eb) => ({ version: eb(eb.ref('version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('payart_id', '=', payartId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};
