import type { Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { shopSettingsSchema, type CatalogShop } from '../../kernel/shop-settings.js';

/** The shop's settings as the catalog wrote them (without the environment's overrides), and their version. */
export interface StoredShop {
  id: number;
  version: number;
  shop: CatalogShop;
}

/** The shop this server runs: the one with the lowest id, as calls without `shop` use. */
export const findStoredShop = async (db: Executor): Promise<StoredShop> => {
  const row = await db.selectFrom('shops').select(['id', 'settings', 'version']).orderBy('id').limit(1).executeTakeFirst();
  if (row === undefined) throw new DomainError('UNKNOWN_SHOP');
  return { id: row.id, version: row.version, shop: shopSettingsSchema.parse(JSON.parse(row.settings)) };
};

/** Counts the settings' version up if it is still `version`: of many edits of one version, one wins. */
export const claimShopVersion = async (db: Executor, id: number, version: number): Promise<boolean> => {
  const result = await db.updateTable('shops').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return result.numUpdatedRows === 1n;
};
