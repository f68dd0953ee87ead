import type { Kysely } from 'kysely';

/**
 * The shop's settings and its own pages count their versions like events do: an office edit applies
 * only to the version its editor read, and every write of the row (an office edit, a catalog import
 * that changes it) counts it up, so the second of two editors is told, never silently overwritten.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shops').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('static_pages').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('static_pages').dropColumn('version').execute();
  await db.schema.alterTable('shops').dropColumn('version').execute();
};
