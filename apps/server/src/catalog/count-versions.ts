import type { Executor } from '../db/database.js';

/**
 * Counts up the version of the rows an import wrote anew, named by their catalog ids (a key numbered
 * as a duplicate names no row), so an office editor's older copy of one is stale.
 */
export const countVersionsUp = async (trx: Executor, table: 'gift_vouchers' | 'gift_voucher_groups' | 'tour_categories', shopId: number, keys: readonly string[]): Promise<void> => {
  const ids = keys.map(Number).filter(Number.isInteger);
  if (ids.length === 0) return;
  await trx.updateTable(table).set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('shop_id', '=', shopId).where('id', 'in', ids).execute();
};
