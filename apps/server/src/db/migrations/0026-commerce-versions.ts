import type { Kysely } from 'kysely';

/**
 * The office edits gift vouchers, payment types, the shipping table and the suggestion rules against
 * the version its editor read, like events (0020) and products (0024, which annual passes are): each
 * write counts the version up, and an edit of an older one is told, never silently applied. A payment
 * type the owner stops offering stays with its texts (`offered` 0), so it can be offered again.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['gift_vouchers', 'payment_types']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  }
  await db.schema.alterTable('payment_types').addColumn('offered', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('shop_commerce').addColumn('shipping_version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('shop_commerce').addColumn('suggestions_version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shop_commerce').dropColumn('suggestions_version').execute();
  await db.schema.alterTable('shop_commerce').dropColumn('shipping_version').execute();
  await db.schema.alterTable('payment_types').dropColumn('offered').execute();
  for (const table of ['payment_types', 'gift_vouchers']) await db.schema.alterTable(table).dropColumn('version').execute();
};
