import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Events, event tickets, subtickets and their capacity rows. The check on `timeslots`
 * is the last line of defence against overselling: even a faulty update cannot sell a place twice.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('venue', 'text', (col) => col.notNull())
    .addColumn('custom_groups', 'text', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('sorting_datetime', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('image', 'text')
    .addColumn('schedule_rule', 'text', (col) => col.notNull())
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('events_shop_idx').on('events').column('shop_id').execute();
  await db.schema
    .createTable('event_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('mode', 'integer', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('group_id', 'integer')
    .addColumn('group_name', 'text')
    .addColumn('family', 'integer', (col) => col.notNull())
    .addColumn('print_separately', 'integer', (col) => col.notNull())
    .addColumn('unique_barcode', 'integer', (col) => col.notNull())
    .addColumn('scan_separately', 'integer', (col) => col.notNull())
    .addColumn('book_with_cost', 'integer', (col) => col.notNull())
    .addColumn('book_with_cost_warn', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('event_tickets_event_idx').on('event_tickets').column('event_id').execute();
  await db.schema
    .createTable('subtickets')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('event_tickets.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('min_quantity', 'integer', (col) => col.notNull())
    .addColumn('max_quantity', 'integer', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subtickets_ticket_idx').on('subtickets').column('ticket_id').execute();
  await db.schema
    .createTable('timeslots')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('timeslots_event_start_uq', ['event_id', 'starts_at'])
    .addCheckConstraint('timeslots_capacity_ck', sql`sold >= 0 and held >= 0 and sold + held <= capacity`)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['timeslots', 'subtickets', 'event_tickets', 'events']) {
    await db.schema.dropTable(table).execute();
  }
};
