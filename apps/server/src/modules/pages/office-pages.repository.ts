import { staticPageIdSchema, type OfficePageRecord, type StaticPageId } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import type { BaseCatalog } from '../../catalog/catalog.schema.js';

export type CatalogPage = BaseCatalog['pages'][number];

/** A page as the catalog holds it, and its version. */
export interface StoredPage {
  version: number;
  page: CatalogPage;
}

const storedOf = (row: { page_id: string; title: string; blocks: string; updated_at: string; version: number }): StoredPage => ({
  version: row.version,
  page: { id: staticPageIdSchema.parse(row.page_id), title: JSON.parse(row.title), blocks: JSON.parse(row.blocks), updated_at: row.updated_at },
});

export const listStoredPages = async (db: Executor, shopId: number): Promise<StoredPage[]> =>
  (await db.selectFrom('static_pages').select(['page_id', 'title', 'blocks', 'updated_at', 'version']).where('shop_id', '=', shopId).execute()).map(storedOf);

export const findStoredPage = async (db: Executor, shopId: number, id: StaticPageId): Promise<StoredPage | undefined> => {
  const row = await db.selectFrom('static_pages').select(['page_id', 'title', 'blocks', 'updated_at', 'version']).where('shop_id', '=', shopId).where('page_id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : storedOf(row);
};

/** Counts the page's version up if it is still `version`: of many edits of one version, one wins. */
export const claimPageVersion = async (db: Executor, shopId: number, id: StaticPageId, version: number): Promise<boolean> => {
  const result = await db
    .updateTable('static_pages')
    .set((eb) => ({ version: eb(eb.ref('version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('page_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** A stored page in the office's shape. */
export const officePageRecordOf = ({ version, page }: StoredPage): OfficePageRecord => ({ id: page.id, version, updatedAt: page.updated_at, page: { title: page.title, blocks: page.blocks } });
