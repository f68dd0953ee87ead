import { z } from 'zod';
import type { CatalogPart } from '../../catalog/catalog-part.js';
import type { Executor } from '../../db/database.js';
import { countVersionsUp } from '../../catalog/count-versions.js';
import { exportGiftVouchers } from './gift-vouchers-catalog-export.js';
import { giftVoucherGroupSchema, giftVoucherSchema, type CatalogGiftVoucher, type CatalogGiftVoucherGroup } from './gift-vouchers-catalog.schema.js';
import type { NewRow } from '../../kernel/new-row.js';

type GiftVoucherEntries = { voucher_groups: CatalogGiftVoucherGroup[]; gift_vouchers: CatalogGiftVoucher[] };

/**
 * With `prune`, groups the file no longer names are deleted and its vouchers unlisted, because order
 * lines point at them; the codes sold vouchers issued live on in voucher_codes.
 */
const removeUnmentioned = async (db: Executor, shopId: number, catalog: GiftVoucherEntries): Promise<void> => {
  let staleGroups = db.deleteFrom('gift_voucher_groups').where('shop_id', '=', shopId);
  if (catalog.voucher_groups.length > 0) staleGroups = staleGroups.where('id', 'not in', catalog.voucher_groups.map((group) => group.id));
  await staleGroups.execute();
  let unlisted = db.updateTable('gift_vouchers').set({ listed: 0 }).where('shop_id', '=', shopId);
  if (catalog.gift_vouchers.length > 0) unlisted = unlisted.where('id', 'not in', catalog.gift_vouchers.map((voucher) => voucher.id));
  await unlisted.execute();
};

/** Writes one gift voucher, listed or not: the writer of the catalog's import and of the office alike; `created` as NewRow says. */
export const writeGiftVoucher = async (db: Executor, shopId: number, voucher: CatalogGiftVoucher, listed = true, { created = false }: NewRow = {}): Promise<void> => {
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
    listed: listed ? 1 : 0,
  };
  const insert = db.insertInto('gift_vouchers').values({ id: voucher.id, ...row });
  await (created ? insert : insert.onConflict((oc) => oc.column('id').doUpdateSet(row))).execute();
};

/** Upserts a shop's gift-voucher groups and vouchers. */
const upsertGiftVouchers = async (db: Executor, shopId: number, catalog: GiftVoucherEntries, prune: boolean): Promise<void> => {
  if (prune) await removeUnmentioned(db, shopId, catalog);
  for (const group of catalog.voucher_groups) {
    const row = { shop_id: shopId, name: JSON.stringify(group.name), sequence_no: group.sequence_no };
    await db.insertInto('gift_voucher_groups').values({ id: group.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
  for (const voucher of catalog.gift_vouchers) await writeGiftVoucher(db, shopId, voucher);
};

const giftVouchersShape = {
  /** Groups of the voucher list ("For every occasion", "Experiences"). */
  voucher_groups: z.array(giftVoucherGroupSchema).default([]),
  /** Gift vouchers on sale. */
  gift_vouchers: z.array(giftVoucherSchema).default([]),
};

/** The gift vouchers of the catalog file and their groups. */
export const giftVouchersCatalog: CatalogPart<typeof giftVouchersShape> = {
  shape: giftVouchersShape,
  lists: { voucher_groups: { removal: 'delete' }, gift_vouchers: { removal: 'unlist' } },
  check: ({ voucher_groups: groups, gift_vouchers: vouchers }, report) => {
    const groupIds = new Set(groups.map((group) => group.id));
    for (const voucher of vouchers) if (voucher.group !== null && !groupIds.has(voucher.group)) report(`gift voucher ${voucher.id} names unknown group ${voucher.group}`);
  },
  load: (trx, shopId, entries, { prune }) => upsertGiftVouchers(trx, shopId, entries, prune),
  export: exportGiftVouchers,
  countVersions: async (trx, shopId, touched) => {
    await countVersionsUp(trx, 'gift_voucher_groups', shopId, touched.get('voucher_groups') ?? []);
    await countVersionsUp(trx, 'gift_vouchers', shopId, touched.get('gift_vouchers') ?? []);
  },
};
