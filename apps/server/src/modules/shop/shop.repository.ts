import type { Db } from '../../db/database.js';
import { catalogRows } from '../../catalog/catalog-rows.js';
import { baseCatalogSchema, type BaseCatalog } from '../../catalog/catalog.schema.js';

export type CatalogShop = BaseCatalog['shop'];
export type CatalogContent = BaseCatalog['content'];

const shopSettings = catalogRows<CatalogShop | undefined>();

/**
 * The shop's settings as the catalog set them (validated by the loader; parsed again on a cache miss so
 * reads stay free of unchecked casts). Pricing reads them for every line, so the parsed settings
 * are kept as catalog rows (a few seconds, dropped at once when this process loads a catalog).
 */
export const findShopSettings = (db: Db, id: number): Promise<CatalogShop | undefined> =>
  shopSettings.read(db, String(id), async () => {
    const row = await db.selectFrom('shops').select('settings').where('id', '=', id).executeTakeFirst();
    return row ? baseCatalogSchema.shape.shop.parse(JSON.parse(row.settings)) : undefined;
  });

/** Calls without a `shop` parameter (pages, customer attributes) use the shop with the lowest id. */
export const findDefaultShopId = async (db: Db): Promise<number | undefined> => {
  const row = await db.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
};

export const findShopContent = async (db: Db, shopId: number): Promise<CatalogContent | undefined> => {
  const row = await db.selectFrom('shop_content').select('content').where('shop_id', '=', shopId).executeTakeFirst();
  return row ? baseCatalogSchema.shape.content.parse(JSON.parse(row.content)) : undefined;
};
