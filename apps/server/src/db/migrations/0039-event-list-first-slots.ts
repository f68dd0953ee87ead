import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.js';

const STALE = sql`first_until = null, first_version = first_version + 1`;

/**
 * The event list's read model keeps each entry's first bookable slot, so a list request reads it
 * instead of walking every event's slots (catalog/event-list-firsts.ts):
 * - `first_starts_at`: that slot's start, null when the event has none; `first_museum`: that start in
 *   museum time, as the list shows it standing in for a missing sorting instant;
 * - `first_until`: until when it stays the first (its start for a performance, else its end): no earlier
 *   slot can become bookable as time passes. Null: not known, and a request walks the slots as before;
 * - `first_version`: moves on with every change of the event's slots, so a refresh that read the slots
 *   before a change never writes what it found over the change.
 * Triggers on `timeslots` forget an event's first slot whenever a slot of it is added, removed, moved or
 * given another capacity, whichever code or instance does it; selling and holding places change none of
 * those columns and leave it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('event_list_entries').addColumn('first_starts_at', 'text').execute();
  await db.schema.alterTable('event_list_entries').addColumn('first_museum', 'text').execute();
  await db.schema.alterTable('event_list_entries').addColumn('first_until', 'text').execute();
  await db.schema.alterTable('event_list_entries').addColumn('first_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('event_list_entries_event_idx').on('event_list_entries').column('event_id').execute();
  if (isPostgres(db)) {
    await sql`create function event_list_first_stale() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then update event_list_entries set ${STALE} where event_id = new.event_id;
        elsif tg_op = 'DELETE' then update event_list_entries set ${STALE} where event_id = old.event_id;
        else update event_list_entries set ${STALE} where event_id in (old.event_id, new.event_id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger timeslots_list_first after insert or delete or update of event_id, starts_at, ends_at, capacity on timeslots
      for each row execute function event_list_first_stale()`.execute(db);
  } else {
    await sql`create trigger timeslots_list_first_insert after insert on timeslots
      begin update event_list_entries set ${STALE} where event_id = new.event_id; end`.execute(db);
    await sql`create trigger timeslots_list_first_update after update of event_id, starts_at, ends_at, capacity on timeslots
      begin update event_list_entries set ${STALE} where event_id in (old.event_id, new.event_id); end`.execute(db);
    await sql`create trigger timeslots_list_first_delete after delete on timeslots
      begin update event_list_entries set ${STALE} where event_id = old.event_id; end`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (isPostgres(db)) {
    await sql`drop trigger timeslots_list_first on timeslots`.execute(db);
    await sql`drop function event_list_first_stale()`.execute(db);
  } else {
    await sql`drop trigger timeslots_list_first_insert`.execute(db);
    await sql`drop trigger timeslots_list_first_update`.execute(db);
    await sql`drop trigger timeslots_list_first_delete`.execute(db);
  }
  await db.schema.dropIndex('event_list_entries_event_idx').execute();
  for (const column of ['first_version', 'first_until', 'first_museum', 'first_starts_at']) await db.schema.alterTable('event_list_entries').dropColumn(column).execute();
};
