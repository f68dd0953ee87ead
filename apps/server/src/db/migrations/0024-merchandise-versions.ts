import type { Kysely } from 'kysely';

/**
 * A product's and a category's data count a version like events (0020): an office edit applies only to
 * the version its editor read, and a catalog import that changes the row counts it up. A product's
 * stock is no part of it: stock changes by adjustments that are atomic on their own (docs/office.md).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('products').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('product_groups').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('product_groups').dropColumn('version').execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
};
