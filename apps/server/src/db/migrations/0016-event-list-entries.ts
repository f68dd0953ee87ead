import type { Kysely } from 'kysely';

/**
 * The event list's read model: per listed event and shop language, the parts of its list entry that
 * depend on the catalog alone, written by the catalog load and the slot top-up on every start
 * (catalog/event-list-entries.ts). A list request then reads one row per event in its language and
 * adds what depends on the time: the first bookable slot, and the instants in the museum's time zone.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('event_list_entries')
    .addColumn('shop_id', 'integer', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('sequence_no', 'integer', (col) => col.notNull())
    .addColumn('sorting_datetime', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('mode', 'integer', (col) => col.notNull())
    .addColumn('head', 'text', (col) => col.notNull())
    .addColumn('tail', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('event_list_entries_pk', ['shop_id', 'lang', 'event_id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('event_list_entries').execute();
};
