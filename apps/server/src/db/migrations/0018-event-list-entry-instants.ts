import { sql, type Kysely } from 'kysely';

/**
 * The event list's entries carry their fixed instants as the museum shows them: `head` now ends inside
 * the sorting instant's quotes, `tail` starts after them with the event's end, and `sorting_museum`
 * holds the sorting instant in museum time (null: the first bookable slot's start stands in). The
 * database then composes a whole list from stored text (modules/events/events.repository.ts).
 * `longest_slot_minutes` tells how far back the walk to an event's first open slot must begin.
 * Entries written in the old shape are removed; the start that runs this migration writes them
 * again, as it does on every start.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from event_list_entries`.execute(db);
  await db.schema.alterTable('event_list_entries').addColumn('sorting_museum', 'text').execute();
  await db.schema
    .alterTable('event_list_entries')
    .addColumn('longest_slot_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from event_list_entries`.execute(db);
  await db.schema.alterTable('event_list_entries').dropColumn('longest_slot_minutes').execute();
  await db.schema.alterTable('event_list_entries').dropColumn('sorting_museum').execute();
};
