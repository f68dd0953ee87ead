import type { Kysely } from 'kysely';

/** Shop settings, static content, static pages, payment types and customer settings. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('shops')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('settings', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('shop_content')
    .addColumn('shop_id', 'integer', (col) => col.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('static_pages')
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('page_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('blocks', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('static_pages_pk', ['shop_id', 'page_id'])
    .execute();
  await db.schema
    .createTable('payment_types')
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('payart_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('wallet', 'text')
    .addPrimaryKeyConstraint('payment_types_pk', ['shop_id', 'payart_id'])
    .execute();
  await db.schema
    .createTable('customer_settings')
    .addColumn('shop_id', 'integer', (col) => col.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('countries', 'text', (col) => col.notNull())
    .addColumn('salutations', 'text', (col) => col.notNull())
    .addColumn('required_fields', 'text', (col) => col.notNull())
    .addColumn('visible_fields', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['customer_settings', 'payment_types', 'static_pages', 'shop_content', 'shops']) {
    await db.schema.dropTable(table).execute();
  }
};
