import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Voucher codes: a balance in cents (`amount`) spent (`sold`) and held by unpaid orders (`held`) through
 * the claim resource `voucher`, by the same conditional updates as places and stock, so two checkouts
 * can never both spend what is left.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('voucher_codes')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voucher_codes_code_idx').unique().on('voucher_codes').columns(['shop_id', 'code']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('voucher_codes').execute();
};
