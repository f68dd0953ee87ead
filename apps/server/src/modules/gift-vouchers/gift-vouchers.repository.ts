import type { Selectable } from 'kysely';
import type { GiftVoucherGroupsTable, GiftVouchersTable } from '../../db/schema-merchandise.js';
import type { Executor } from '../../db/database.js';

export type GiftVoucherRow = Selectable<GiftVouchersTable>;
export type GiftVoucherGroupRow = Selectable<GiftVoucherGroupsTable>;

export const listGiftVouchers = (db: Executor, shopId: number): Promise<GiftVoucherRow[]> =>
  db.selectFrom('gift_vouchers').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1).orderBy('sequence_no').orderBy('id').execute();

export const findListedGiftVoucher = (db: Executor, shopId: number, id: number): Promise<GiftVoucherRow | undefined> =>
  db.selectFrom('gift_vouchers').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('listed', '=', 1).executeTakeFirst();

export const listGiftVoucherGroups = (db: Executor, shopId: number): Promise<GiftVoucherGroupRow[]> =>
  db.selectFrom('gift_voucher_groups').selectAll().where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();
