import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Cancelling a time of an event or tour (docs/office.md "Cancelling a time"):
 * - `slot_cancellations`: one row per cancelled timeslot (unique), with what its buyers get (`choice`:
 *   another date or a refund, each their own pick; `voucher`: a voucher code valid `validity_months`),
 *   the deadline of the choice and who cancelled it;
 * - `slot_cancellation_orders`: one row per order told, unique per cancellation and order, with the
 *   SHA-256 of the link's token (the token itself is only in the buyer's mail), what was chosen
 *   (`waiting` until then; set once by a conditional update), when, and what it gave: the new
 *   timeslot, the refund, or the voucher code and its amount; `settled_at` once a refund chosen
 *   was reserved (the background round finishes one a crash interrupted before).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('slot_cancellations')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('timeslot_id', 'integer', (col) => col.notNull().unique().references('timeslots.id'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('validity_months', 'integer')
    .addColumn('deadline', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('slot_cancellation_orders')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('cancellation_id', 'integer', (col) => col.notNull().references('slot_cancellations.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('choice', 'text', (col) => col.notNull())
    .addColumn('chosen_at', 'text')
    .addColumn('chosen_by', 'text')
    .addColumn('to_timeslot_id', 'integer')
    .addColumn('refund_id', 'integer')
    .addColumn('voucher_code', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('settled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('slot_cancellation_orders_uq').unique().on('slot_cancellation_orders').columns(['cancellation_id', 'order_id']).execute();
  await db.schema.createIndex('slot_cancellation_orders_choice_idx').on('slot_cancellation_orders').columns(['choice', 'settled_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('slot_cancellation_orders').execute();
  await db.schema.dropTable('slot_cancellations').execute();
};
