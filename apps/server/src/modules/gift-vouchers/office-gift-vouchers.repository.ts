import type { Executor } from '../../db/database.js';

/** One gift voucher as stored, listed or not. */
export const findStoredGiftVoucher = (db: Executor, shopId: number, id: number) =>
  db.selectFrom('gift_vouchers').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
export type StoredGiftVoucher = NonNullable<Awaited<ReturnType<typeof findStoredGiftVoucher>>>;

/** Every gift voucher of a shop, listed ones first, in the shop's order. */
export const listStoredGiftVouchers = (db: Executor, shopId: number) =>
  db
    .selectFrom('gift_vouchers')
    .select(['id', 'name', 'price', 'variable_amount', 'min_amount', 'max_amount', 'listed', 'version'])
    .where('shop_id', '=', shopId)
    .orderBy('listed', 'desc')
    .orderBy('sequence_no')
    .orderBy('id')
    .execute();

export const listVoucherGroups = (db: Executor, shopId: number) =>
  db.selectFrom('gift_voucher_groups').select(['id', 'name']).where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();

/** Counts up a voucher's version if it is still the one its editor read: of two editors of one version, one gets through. */
export const claimGiftVoucherVersion = async (db: Executor, id: number, version: number): Promise<boolean> => {
  const result = await db.updateTable('gift_vouchers').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

export const nextGiftVoucherId = async (db: Executor): Promise<number> => Number((await db.selectFrom('gift_vouchers').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
