import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The customer columns the office's order search matches by their start, lower-cased. */
const PREFIX_COLUMNS = ['email', 'fname', 'lname'] as const;

/**
 * The office's order search (modules/orders/office-orders.repository.ts, docs/office.md "Orders"):
 * - `customers_<column>_prefix_idx`: lower(email), lower(fname), lower(lname) in byte order (COLLATE "C"
 *   on PostgreSQL, SQLite's own), so "starts with" is a range scan `>= prefix and < prefix + U+10FFFF`
 *   that works with a bound parameter, where LIKE with a parameter would scan;
 * - `claims_resource_idx`: the orders that spent a voucher code, from the code;
 * - `orders_status_newest_idx`: the newest orders of one status, read backwards from the cursor;
 * - `orders_created_idx`: orders placed between two dates;
 * - `office_audit_target_idx`: the staff entries of one order's timeline.
 * Order numbers, barcodes and codes already have their unique indexes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const collate = isPostgres(db) ? sql` collate "C"` : sql``;
  for (const column of PREFIX_COLUMNS) {
    await sql`create index ${sql.id(`customers_${column}_prefix_idx`)} on customers ((lower(${sql.ref(column)})${collate}))`.execute(db);
  }
  await db.schema.createIndex('claims_resource_idx').on('claims').columns(['resource', 'resource_id']).execute();
  await db.schema.createIndex('orders_status_newest_idx').on('orders').columns(['status', 'id']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('office_audit_target_idx').on('office_audit').columns(['target', 'id']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('office_audit_target_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.dropIndex('orders_status_newest_idx').execute();
  await db.schema.dropIndex('claims_resource_idx').execute();
  for (const column of PREFIX_COLUMNS) await db.schema.dropIndex(`customers_${column}_prefix_idx`).execute();
};
