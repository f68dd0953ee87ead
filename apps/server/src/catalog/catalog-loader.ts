import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { DEFAULT_TIME_ZONE } from '../kernel/shop-context.js';
import { bumpCatalogGeneration } from '../kernel/catalog-generation.js';
import { upsertVoucherCodes } from '../modules/vouchers/voucher-codes.repository.js';
import type { AnyCatalogPart, SlotClock } from './catalog-part.js';
import type { BaseCatalog } from './catalog.schema.js';

export const DEFAULT_SLOT_CLOCK: SlotClock = { timeZone: DEFAULT_TIME_ZONE };

/** The shop loaded, and how many entries each list of the file held (pages, events, products…). */
export interface CatalogLoadResult {
  shopId: number;
  entries: Record<string, number>;
}

/** What a catalog is made of: the file's schema (shared keys and every kind's) and the kinds' parts. */
export interface CatalogComposition {
  schema: z.ZodType<BaseCatalog>;
  parts: readonly AnyCatalogPart[];
}

const entryCounts = (catalog: object): Record<string, number> =>
  Object.fromEntries(Object.entries(catalog).flatMap(([key, value]) => (Array.isArray(value) ? [[key, value.length]] : [])));

/**
 * Validates a catalog and writes it in one transaction: the shop and what every kind shares, then
 * each kind's part. Rows are upserted by their natural keys; rows the file no longer names are
 * deleted, or unlisted where orders may point at them, so loading the same file twice leaves the
 * same database.
 */
export const loadCatalogWith = async ({ schema, parts }: CatalogComposition, db: Db, input: unknown, clock: SlotClock = DEFAULT_SLOT_CLOCK): Promise<CatalogLoadResult> => {
  const catalog = schema.parse(input);
  const shopId = catalog.shop.id;
  const now = clock.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const settings = JSON.stringify(catalog.shop);
    await trx
      .insertInto('shops')
      .values({ id: shopId, settings })
      .onConflict((oc) => oc.column('id').doUpdateSet({ settings }))
      .execute();

    const content = JSON.stringify(catalog.content);
    await trx
      .insertInto('shop_content')
      .values({ shop_id: shopId, content })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet({ content }))
      .execute();

    const pageIds = catalog.pages.map((page) => page.id);
    let stalePages = trx.deleteFrom('static_pages').where('shop_id', '=', shopId);
    if (pageIds.length > 0) stalePages = stalePages.where('page_id', 'not in', pageIds);
    await stalePages.execute();
    for (const page of catalog.pages) {
      const row = { title: JSON.stringify(page.title), blocks: JSON.stringify(page.blocks), updated_at: page.updated_at };
      await trx
        .insertInto('static_pages')
        .values({ shop_id: shopId, page_id: page.id, ...row })
        .onConflict((oc) => oc.columns(['shop_id', 'page_id']).doUpdateSet(row))
        .execute();
    }

    const payartIds = catalog.payment_types.map((type) => type.payartId);
    let staleTypes = trx.deleteFrom('payment_types').where('shop_id', '=', shopId);
    if (payartIds.length > 0) staleTypes = staleTypes.where('payart_id', 'not in', payartIds);
    await staleTypes.execute();
    for (const type of catalog.payment_types) {
      const row = { name: JSON.stringify(type.name), image: type.image, sequence_no: type.sequence_no, wallet: type.wallet, direct_debit: type.direct_debit ? 1 : 0, pay_later_days: type.pay_later_days };
      await trx
        .insertInto('payment_types')
        .values({ shop_id: shopId, payart_id: type.payartId, ...row })
        .onConflict((oc) => oc.columns(['shop_id', 'payart_id']).doUpdateSet(row))
        .execute();
    }

    const customer = {
      countries: JSON.stringify(catalog.customer.countries),
      salutations: JSON.stringify(catalog.customer.salutations),
      required_fields: JSON.stringify(catalog.customer.required_fields),
      visible_fields: JSON.stringify(catalog.customer.visible_fields),
    };
    await trx
      .insertInto('customer_settings')
      .values({ shop_id: shopId, ...customer })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet(customer))
      .execute();

    const commerce = { shipping: JSON.stringify(catalog.shipping), suggestions: JSON.stringify(catalog.suggestions) };
    await trx
      .insertInto('shop_commerce')
      .values({ shop_id: shopId, ...commerce })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet(commerce))
      .execute();
    await upsertVoucherCodes(trx, shopId, catalog.voucher_codes, now);

    for (const part of parts) await part.load(trx, shopId, catalog, { now, timeZone: clock.timeZone });
  });
  bumpCatalogGeneration(db);
  return { shopId, entries: entryCounts(catalog) };
};

/** True when no shop has been loaded yet: the first start of a fresh database. */
export const isCatalogEmpty = async (db: Db): Promise<boolean> => {
  const row = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
  return row === undefined;
};
