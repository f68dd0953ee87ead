import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The orders desk's fulfilment and staff mails (docs/office.md "Shipping", "Staff mails"):
 * - `order_shipments`: one row per booked order with goods or pass cards to post, written by the
 *   booking; `shipped_at` is set once, by a conditional update, with the carrier and tracking number;
 * - `staff_notices`: each staff mail that went out (a new order to ship, a reservation about to lapse,
 *   a flagged payment, a day's summary), inserted once under its key, so of several instances one sends it;
 * - `staff_mail_addresses`: who gets them, per role, in the language the owner chose with the address;
 *   `shop_commerce.staff_mail_version` counts the owner's edits of that list.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('order_shipments')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id'))
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('shipped_at', 'text')
    .addColumn('staff_id', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .execute();
  await db.schema.createIndex('order_shipments_waiting_idx').on('order_shipments').columns(['shop_id', 'shipped_at', 'order_id']).execute();
  await db.schema
    .createTable('staff_notices')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_notices_pk', ['shop_id', 'kind', 'ref'])
    .execute();
  await db.schema
    .createTable('staff_mail_addresses')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_mail_addresses_uq').unique().on('staff_mail_addresses').columns(['shop_id', 'role', 'email']).execute();
  await db.schema.alterTable('shop_commerce').addColumn('staff_mail_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shop_commerce').dropColumn('staff_mail_version').execute();
  await db.schema.dropTable('staff_mail_addresses').execute();
  await db.schema.dropTable('staff_notices').execute();
  await db.schema.dropTable('order_shipments').execute();
};
