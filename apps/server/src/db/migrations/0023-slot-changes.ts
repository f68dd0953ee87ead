import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The orders whose booked time an office edit closed or shrank below what was sold: each stays
 * listed for the box office until it is rebooked or refunded (`resolved_at`).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('slot_changes')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('event_id', 'integer', (col) => col.notNull())
    .addColumn('timeslot_id', 'integer', (col) => col.notNull().references('timeslots.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('change', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('slot_changes_open_idx').on('slot_changes').columns(['shop_id', 'resolved_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('slot_changes').execute();
};
