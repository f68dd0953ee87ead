import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Staff refunds (docs/operations.md "Refunds"):
 * - `refunds`: one row per refund an office member (or the refund command) gave, with the lines and
 *   the share of each tender as JSON, `reserved` until every provider said yes, then `done` (or
 *   `failed`, with what it reserved given back);
 * - the refunded-so-far columns a refund reserves its amount on by a conditional update before any
 *   provider is asked: `payments.refunded_cents`, `claims.returned` (a voucher code's cents, a time's
 *   places or a product's units given back of a sold claim), `order_lines.refunded_count`;
 * - `issued_tickets.refunded_at`, `issued_passes.refunded_at`: the door refuses those;
 * - `shop_commerce.refund_second_factor_above_cents`: refunds above it need a fresh second factor.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('refunds')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('staff_id', 'text')
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('tenders', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('release_claims', 'integer', (col) => col.notNull())
    .addColumn('cancels_order', 'integer', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'id']).execute();
  await db.schema.alterTable('payments').addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('claims').addColumn('returned', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('refunded_count', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('issued_tickets').addColumn('refunded_at', 'text').execute();
  await db.schema.alterTable('issued_passes').addColumn('refunded_at', 'text').execute();
  await db.schema.alterTable('shop_commerce').addColumn('refund_second_factor_above_cents', 'integer', (col) => col.notNull().defaultTo(20000)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shop_commerce').dropColumn('refund_second_factor_above_cents').execute();
  await db.schema.alterTable('issued_passes').dropColumn('refunded_at').execute();
  await db.schema.alterTable('issued_tickets').dropColumn('refunded_at').execute();
  await db.schema.alterTable('order_lines').dropColumn('refunded_count').execute();
  await db.schema.alterTable('claims').dropColumn('returned').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_cents').execute();
  await db.schema.dropTable('refunds').execute();
};
