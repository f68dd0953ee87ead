import type { Kysely } from 'kysely';
import type { MigrationList } from '../../db/migration-list.js';

/**
 * Guided tours. A tour is an `events` row of kind 'tour' (name, description, venue,
 * image, schedule rule, and its slots in `timeslots`) extended by a `tours` row: so tour slots
 * are ordinary capacity rows, held, released and sold by the same atomic updates as event
 * slots, and checkout's holds need nothing new (docs/pricing-and-capacity.md, "Guided tours").
 */
const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('events').addColumn('kind', 'text', (col) => col.notNull().defaultTo('event')).execute();
  await db.schema
    .createTable('tour_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('tours')
    .addColumn('id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('museum_id', 'integer', (col) => col.notNull())
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('categories', 'text', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('max_participants', 'integer', (col) => col.notNull())
    .addColumn('min_participants', 'integer', (col) => col.notNull())
    .addColumn('single_ticketing', 'integer', (col) => col.notNull())
    .addColumn('book_complete_tour', 'integer', (col) => col.notNull())
    .addColumn('booking_without_tickets', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('tour_prices')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tour_prices_tour_idx').on('tour_prices').column('tour_id').execute();
  await db.schema
    .createTable('tour_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tour_tickets_tour_idx').on('tour_tickets').column('tour_id').execute();
  await db.schema
    .createTable('tour_subtickets')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('tour_tickets.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('vat_value', 'double precision', (col) => col.notNull())
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tour_subtickets_ticket_idx').on('tour_subtickets').column('ticket_id').execute();
  await db.schema
    .createTable('tour_questions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('min_value', 'double precision')
    .addColumn('max_value', 'double precision')
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tour_questions_tour_idx').on('tour_questions').column('tour_id').execute();
};

const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['tour_questions', 'tour_subtickets', 'tour_tickets', 'tour_prices', 'tours', 'tour_categories']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('events').dropColumn('kind').execute();
};

/** The kind's migrations, by the names databases have recorded since they lived in db/migrations. */
export const toursMigrations: MigrationList = { '0004-tours': { up, down } };
