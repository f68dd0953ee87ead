import type { Db } from '../db/database.js';
import { DEFAULT_TIME_ZONE } from '../kernel/shop-context.js';
import { bumpCatalogGeneration } from '../kernel/catalog-generation.js';
import { catalogSchema, type Catalog } from './catalog.schema.js';
import { upsertEvents } from './events-loader.js';
import { upsertGiftVouchers } from './gift-voucher-loader.js';
import { upsertMerchandise } from './merchandise-loader.js';
import { upsertTours } from './tours-loader.js';
import { upsertVoucherCodes } from '../modules/vouchers/voucher-codes.repository.js';

/** Where slot generation stands: museum time zone and "today" (tests pin both). */
export interface SlotClock {
  timeZone: string;
  now?: Date;
}

export const DEFAULT_SLOT_CLOCK: SlotClock = { timeZone: DEFAULT_TIME_ZONE };

export interface CatalogLoadResult {
  shopId: number;
  pages: number;
  paymentTypes: number;
  events: number;
  tours: number;
  products: number;
}

/**
 * Validates a catalog and writes it in one transaction. Rows are upserted by their natural keys and
 * rows the file no longer names are deleted, so loading the same file twice leaves the same database.
 */
export const loadCatalog = async (db: Db, input: unknown, clock: SlotClock = DEFAULT_SLOT_CLOCK): Promise<CatalogLoadResult> => {
  const catalog: Catalog = catalogSchema.parse(input);
  const shopId = catalog.shop.id;
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

    await upsertEvents(trx, shopId, catalog.events, clock.now ?? new Date(), clock.timeZone);
    await upsertTours(trx, shopId, catalog.tour_categories, catalog.tours, clock.now ?? new Date(), clock.timeZone);
    await upsertMerchandise(trx, shopId, catalog);
    await upsertVoucherCodes(trx, shopId, catalog.voucher_codes, clock.now ?? new Date());
    await upsertGiftVouchers(trx, shopId, catalog);
  });
  bumpCatalogGeneration(db);
  return { shopId, pages: catalog.pages.length, paymentTypes: catalog.payment_types.length, events: catalog.events.length, tours: catalog.tours.length, products: catalog.products.length };
};

/** True when no shop has been loaded yet: the first start of a fresh database. */
export const isCatalogEmpty = async (db: Db): Promise<boolean> => {
  const row = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
  return row === undefined;
};
