import type { Executor } from '../modules/claims/claim-resources.js';
import type { Catalog } from './catalog.schema.js';

/**
 * Upserts a shop's gift-voucher groups and vouchers. Vouchers the file no longer names stay unlisted,
 * because order lines point at them; the codes sold vouchers issued live on in voucher_codes.
 */
export const upsertGiftVouchers = async (db: Executor, shopId: number, catalog: Pick<Catalog, 'voucher_groups' | 'gift_vouchers'>): Promise<void> => {
  let staleGroups = db.deleteFrom('gift_voucher_groups').where('shop_id', '=', shopId);
  if (catalog.voucher_groups.length > 0) staleGroups = staleGroups.where('id', 'not in', catalog.voucher_groups.map((group) => group.id));
  await staleGroups.execute();
  for (const group of catalog.voucher_groups) {
    const row = { shop_id: shopId, name: JSON.stringify(group.name), sequence_no: group.sequence_no };
    await db.insertInto('gift_voucher_groups').values({ id: group.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }

  let unlisted = db.updateTable('gift_vouchers').set({ listed: 0 }).where('shop_id', '=', shopId);
  if (catalog.gift_vouchers.length > 0) unlisted = unlisted.where('id', 'not in', catalog.gift_vouchers.map((voucher) => voucher.id));
  await unlisted.execute();
  for (const voucher of catalog.gift_vouchers) {
    const row = {
      shop_id: shopId,
      name: JSON.stringify(voucher.name),
      teaser: JSON.stringify(voucher.teaser),
      description: JSON.stringify(voucher.description),
      images: JSON.stringify(voucher.images),
      price: voucher.price,
      vat_value: voucher.vat_value,
      variable_amount: voucher.variable_amount ? 1 : 0,
      min_amount: voucher.min_amount,
      max_amount: voucher.max_amount,
      group_id: voucher.group,
      sequence_no: voucher.sequence_no,
      validity_months: voucher.validity_months,
      listed: 1,
    };
    await db.insertInto('gift_vouchers').values({ id: voucher.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
};
