import type { CatalogGroupKind } from '../catalog-groups/public.js';

/** The gift vouchers' groups as the office edits them; a voucher belongs to one or none (`gift_vouchers.group_id`). */
export const voucherGroups: CatalogGroupKind = {
  table: 'gift_voucher_groups',
  path: 'voucher-groups',
  audit: 'voucher-group',
  notFound: 'OFFICE_VOUCHER_GROUP_NOT_FOUND',
  users: async (db, shopId, id) => {
    const row = await db.selectFrom('gift_vouchers').select((eb) => eb.fn.countAll<string | number>().as('count')).where('shop_id', '=', shopId).where('group_id', '=', id).executeTakeFirst();
    return Number(row?.count ?? 0);
  },
};
