import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Customer accounts: a registered customer (is_guest = 0) has an scrypt password hash, an e-mail key
 * (the address trimmed and lower-cased) that is unique per shop among registered customers — a
 * partial unique index, so two racing registrations cannot both win while guests may reuse an
 * address — and login-failure counters for the lockout. Password resets keep only a token's hash.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  // SQLite adds one column per statement.
  await db.schema.alterTable('customers').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('customers').addColumn('email_key', 'text').execute();
  await db.schema.alterTable('customers').addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('customers').addColumn('locked_until', 'text').execute();
  await db.schema
    .createIndex('customers_registered_email_uq')
    .unique()
    .on('customers')
    .columns(['shop_id', 'email_key'])
    .where(sql<boolean>`is_guest = 0`)
    .execute();
  await db.schema.createIndex('sessions_customer_idx').on('sessions').column('customer_id').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_customer_idx').on('password_resets').columns(['customer_id', 'created_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropIndex('sessions_customer_idx').execute();
  await db.schema.dropIndex('customers_registered_email_uq').execute();
  for (const column of ['locked_until', 'failed_logins', 'email_key', 'password_hash']) {
    await db.schema.alterTable('customers').dropColumn(column).execute();
  }
};
