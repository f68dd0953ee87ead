import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Annual passes and gift vouchers. A pass is a product of kind 13 with a validity in months; a paid
 * pass issues one card per owner. Gift vouchers are sold from their own table; a paid voucher issues
 * a voucher code (the same table codes are redeemed from), which remembers its order line, recipient
 * and message for the printed voucher.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema.alterTable('products').addColumn('validity_months', 'integer').execute();
  await db.schema
    .createTable('issued_passes')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (col) => col.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('barcode', 'text', (col) => col.notNull().unique())
    .addColumn('pass_name', 'text', (col) => col.notNull())
    .addColumn('owner_name', 'text', (col) => col.notNull())
    .addColumn('owner_address', 'text')
    .addColumn('send_to_custom_addr', 'integer', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('issued_passes_order_idx').on('issued_passes').column('order_id').execute();
  await db.schema
    .createTable('gift_voucher_groups')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('gift_vouchers')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('teaser', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('variable_amount', 'integer', (col) => col.notNull())
    .addColumn('min_amount', 'integer', (col) => col.notNull())
    .addColumn('max_amount', 'integer', (col) => col.notNull())
    .addColumn('group_id', 'integer')
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('validity_months', 'integer', (col) => col.notNull())
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('gift_vouchers_shop_idx').on('gift_vouchers').columns(['shop_id', 'listed']).execute();
  await db.schema
    .alterTable('voucher_codes')
    .addColumn('order_line_id', 'integer', (col) => col.references('order_lines.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('voucher_codes').addColumn('recipient', 'text').execute();
  await db.schema.alterTable('voucher_codes').addColumn('message', 'text').execute();
  await db.schema.createIndex('voucher_codes_line_idx').on('voucher_codes').column('order_line_id').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('voucher_codes_line_idx').execute();
  for (const column of ['message', 'recipient', 'order_line_id']) await db.schema.alterTable('voucher_codes').dropColumn(column).execute();
  await db.schema.dropTable('gift_vouchers').execute();
  await db.schema.dropTable('gift_voucher_groups').execute();
  await db.schema.dropTable('issued_passes').execute();
  await db.schema.alterTable('products').dropColumn('validity_months').execute();
};
