import type { Kysely } from 'kysely';

/**
 * Every write of an event or tour row (an office edit, a catalog import) counts up its version, and an
 * office edit applies only to the version its editor read: the second of two editors is told, never
 * silently overwritten.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('events').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('events').dropColumn('version').execute();
};
