import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** DESIGN.md: a link that opens an order carries 32 random bytes, never the order number. */
const reviewToken = (): string => randomBytes(32).toString('base64url');

/**
 * Order review and paying later: every order gets an unguessable review token (existing orders are
 * given one, then a unique index guards it); an order may be reserved (a pay-later type holds its
 * places until a due date); a payment records where it came from (checkout, or paying an existing
 * order) and where it sends the payer back; a payment type may be a pay-later type.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // SQLite adds one column per statement.
  await db.schema.alterTable('orders').addColumn('review_token', 'text').execute();
  await db.schema.alterTable('orders').addColumn('reserved', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  const orders = await sql<{ id: number }>`select id from orders`.execute(db);
  for (const order of orders.rows) {
    await sql`update orders set review_token = ${reviewToken()} where id = ${order.id}`.execute(db);
  }
  await db.schema.createIndex('orders_review_token_uq').unique().on('orders').column('review_token').execute();
  await db.schema.createIndex('orders_customer_newest_idx').on('orders').columns(['customer_id', 'id']).execute();

  await db.schema.alterTable('payments').addColumn('origin', 'text', (col) => col.notNull().defaultTo('checkout')).execute();
  await db.schema.alterTable('payments').addColumn('continue_url', 'text').execute();
  await db.schema.alterTable('payments').addColumn('cancel_url', 'text').execute();

  await db.schema.alterTable('payment_types').addColumn('pay_later_days', 'integer').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('payment_types').dropColumn('pay_later_days').execute();
  for (const column of ['cancel_url', 'continue_url', 'origin']) await db.schema.alterTable('payments').dropColumn(column).execute();
  await db.schema.dropIndex('orders_customer_newest_idx').execute();
  await db.schema.dropIndex('orders_review_token_uq').execute();
  for (const column of ['reserved', 'review_token']) await db.schema.alterTable('orders').dropColumn(column).execute();
};
