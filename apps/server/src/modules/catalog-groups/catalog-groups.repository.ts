import type { LocalizedText } from '@foyer/contract';
import { isPostgres, type Executor } from '../../db/database.js';
import type { CatalogGroupTable } from './catalog-group-kind.js';

export interface StoredGroup {
  id: number;
  name: string;
  sequence_no: number;
  version: number;
}

const COLUMNS = ['id', 'name', 'sequence_no', 'version'] as const;

/** The shop's groups of one table in the shop's order. */
export const listStoredGroups = (db: Executor, table: CatalogGroupTable, shopId: number): Promise<StoredGroup[]> =>
  db.selectFrom(table).select(COLUMNS).where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();

export const findStoredGroup = (db: Executor, table: CatalogGroupTable, shopId: number, id: number): Promise<StoredGroup | undefined> =>
  db.selectFrom(table).select(COLUMNS).where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();

/**
 * Which of `named` are the shop's groups of one table, for a write that files an entry under them. On
 * PostgreSQL their rows are held (FOR SHARE) until the write's transaction ends: a delete of one waits,
 * then counts the entry that names it; a delete that came first left the row gone, and the write finds
 * the group unknown. SQLite runs one write at a time anyway.
 */
export const groupIdsHeld = async (db: Executor, table: CatalogGroupTable, shopId: number, named: readonly number[]): Promise<Set<number>> => {
  if (named.length === 0) return new Set();
  const query = db.selectFrom(table).select('id').where('shop_id', '=', shopId).where('id', 'in', [...new Set(named)]).orderBy('id');
  const rows = await (isPostgres(db) ? query.forShare() : query).execute();
  return new Set(rows.map((row) => row.id));
};

/** The next free id: the catalog gives ids, so the table has no sequence of its own. */
export const nextGroupId = async (db: Executor, table: CatalogGroupTable): Promise<number> => {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
};

export const insertGroup = async (db: Executor, table: CatalogGroupTable, shopId: number, group: { id: number; name: LocalizedText; sequenceNo: number }): Promise<void> => {
  await db.insertInto(table).values({ id: group.id, shop_id: shopId, name: JSON.stringify(group.name), sequence_no: group.sequenceNo }).execute();
};

/**
 * Renames a group if its version is still the one its editor read, counting the version up: the one
 * conditional update that lets exactly one of two editors of the same version through.
 */
export const renameGroup = async (db: Executor, table: CatalogGroupTable, shopId: number, id: number, name: LocalizedText, version: number): Promise<boolean> => {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ name: JSON.stringify(name), version: eb(eb.ref('version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** Claims a group for its delete, as a rename does: only at the version its editor read, holding the row till the end. */
export const claimGroupVersion = async (db: Executor, table: CatalogGroupTable, shopId: number, id: number, version: number): Promise<boolean> => {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ version: eb(eb.ref('version'), '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

export const deleteGroup = async (db: Executor, table: CatalogGroupTable, shopId: number, id: number): Promise<void> => {
  await db.deleteFrom(table).where('shop_id', '=', shopId).where('id', '=', id).execute();
};
