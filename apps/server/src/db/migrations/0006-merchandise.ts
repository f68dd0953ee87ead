import type { Kysely } from 'kysely';

/**
 * Merchandise: categories, products with stock held, sold and released like timeslot places (the
 * claim resource `stock`), the shop's shipping zones and upselling rules, and the delivery address
 * an order with goods ships to.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('product_groups')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('teaser', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('weight_grams', 'integer', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('groups', 'text', (col) => col.notNull())
    .addColumn('product_kind_ref', 'text')
    .addColumn('stock', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('products_shop_idx').on('products').columns(['shop_id', 'listed']).execute();
  await db.schema
    .createTable('shop_commerce')
    .addColumn('shop_id', 'integer', (col) => col.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('shipping', 'text', (col) => col.notNull())
    .addColumn('suggestions', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('shipping_address', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').dropColumn('shipping_address').execute();
  await db.schema.dropTable('shop_commerce').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('product_groups').execute();
};
