import type { Executor } from '../../db/database.js';
import type { CatalogGiftVoucher, CatalogGiftVoucherGroup } from './gift-vouchers-catalog.schema.js';

/** The shop's voucher groups and listed gift vouchers as the catalog file writes them (the codes sold vouchers issued are orders', not the catalog's). */
export const exportGiftVouchers = async (db: Executor, shopId: number): Promise<{ voucher_groups: CatalogGiftVoucherGroup[]; gift_vouchers: CatalogGiftVoucher[] }> => {
  const groups = await db.selectFrom('gift_voucher_groups').selectAll().where('shop_id', '=', shopId).orderBy('id').execute();
  const vouchers = await db.selectFrom('gift_vouchers').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1).orderBy('id').execute();
  return {
    voucher_groups: groups.map((group) => ({ id: group.id, name: JSON.parse(group.name), sequence_no: group.sequence_no })),
    gift_vouchers: vouchers.map((voucher) => ({
      id: voucher.id,
      name: JSON.parse(voucher.name),
      teaser: JSON.parse(voucher.teaser),
      description: JSON.parse(voucher.description),
      images: JSON.parse(voucher.images),
      price: voucher.price,
      vat_value: voucher.vat_value,
      variable_amount: voucher.variable_amount === 1,
      min_amount: voucher.min_amount,
      max_amount: voucher.max_amount,
      group: voucher.group_id,
      sequence_no: voucher.sequence_no,
      validity_months: voucher.validity_months,
    })),
  };
};
