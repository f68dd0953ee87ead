import type { Db } from '../../db/database.js';
import { catalogSchema, type Catalog } from '../../catalog/catalog.schema.js';

export type CatalogShop = Catalog['shop'];
export type CatalogContent = Catalog['content'];

/** Rows were validated by the loader; parsing again on a cache miss keeps reads free of unchecked casts. */
export const findShopSettings = async (db: Db, id: number): Promise<CatalogShop | undefined> => {
  const row = await db.selectFrom('shops').select('settings').where('id', '=', id).executeTakeFirst();
  return row ? catalogSchema.shape.shop.parse(JSON.parse(row.settings)) : undefined;
};

/** Calls without a `shop` parameter (pages, customer attributes) use the shop with the lowest id. */
export const findDefaultShopId = async (db: Db): Promise<number | undefined> => {
  const row = await db.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
};

export const findShopContent = async (db: Db, shopId: number): Promise<CatalogContent | undefined> => {
  const row = await db.selectFrom('shop_content').select('content').where('shop_id', '=', shopId).executeTakeFirst();
  return row ? catalogSchema.shape.content.parse(JSON.parse(row.content)) : undefined;
};
