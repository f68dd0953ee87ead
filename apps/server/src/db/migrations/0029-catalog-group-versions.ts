import type { Kysely } from 'kysely';

/**
 * The office adds, renames and deletes tour categories and gift-voucher groups (docs/office.md
 * "Tour categories and voucher groups"), each against the version its editor read, like product
 * categories (0024): every write counts the version up, and so does a catalog import that changes the
 * row. The tours' table comes with their kind (0004-tours), the groups' with 0008: both are there by now.
 */
const TABLES = ['tour_categories', 'gift_voucher_groups'];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [...TABLES].reverse()) await db.schema.alterTable(table).dropColumn('version').execute();
};
