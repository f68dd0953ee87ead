import type { Db } from '../../db/database.js';
import { baseCatalogSchema, type BaseCatalog } from '../../catalog/catalog.schema.js';

export type CatalogContent = BaseCatalog['content'];

export const findShopContent = async (db: Db, shopId: number): Promise<CatalogContent | undefined> => {
  const row = await db.selectFrom('shop_content').select('content').where('shop_id', '=', shopId).executeTakeFirst();
  return row ? baseCatalogSchema.shape.content.parse(JSON.parse(row.content)) : undefined;
};
