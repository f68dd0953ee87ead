import { TICKET_MODES, toMuseumIso } from '@foyer/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { LONGEST_SLOT_MS } from './timeslot-generation.js';

/** Kept for an event with no bookable slot: only a change of its slots, which forgets it, can give it one. */
const NEVER = '9999-12-31T23:59:59.999Z';

/** Entries refreshed per round at most: a catalog import makes them all unknown at once. */
const ROUND_LIMIT = 2000;

interface FirstSlot {
  starts_at: string;
  ends_at: string;
}

/**
 * The event's first bookable slot at `now`: the first by start with places on offer that has not ended
 * (not started, for a performance), found from as far back as any slot may have started.
 */
const firstBookable = (db: Db, eventId: number, mode: number, now: Date): Promise<FirstSlot | undefined> => {
  const at = now.toISOString();
  const performance = mode === TICKET_MODES.performance;
  return db
    .selectFrom('timeslots')
    .select(['starts_at', 'ends_at'])
    .where('event_id', '=', eventId)
    .where('capacity', '>', 0)
    .where(performance ? 'starts_at' : 'ends_at', '>', at)
    .where('starts_at', '>', performance ? at : new Date(now.getTime() - LONGEST_SLOT_MS).toISOString())
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
};

/** An entry of the event list that does not know its first bookable slot at `now`, as read. */
export interface StaleEntry {
  event_id: number;
  mode: number;
  first_version: number;
}

const unknownAt = (at: string) => (eb: ExpressionBuilder<Database, 'event_list_entries'>) => eb.or([eb('first_until', 'is', null), eb('first_until', '<=', at)]);

/** The entries (per event and version of its slots) that do not know their first bookable slot at `now`, or whose first has passed. */
export const staleEntries = (db: Db, now: Date): Promise<StaleEntry[]> =>
  db.selectFrom('event_list_entries').select(['event_id', 'mode', 'first_version']).distinct().where(unknownAt(now.toISOString())).limit(ROUND_LIMIT).execute();

/**
 * Finds the entry's first bookable slot at `now` and writes it to the event's entries, unless its slots
 * changed since the entry was read (`first_version` moved on): what a change made them forget stays
 * forgotten until the next round. Answers how many entries it wrote.
 */
export const keepFirst = async (db: Db, entry: StaleEntry, timeZone: string, now: Date): Promise<number> => {
  const first = await firstBookable(db, entry.event_id, entry.mode, now);
  const result = await db
    .updateTable('event_list_entries')
    .set({
      first_starts_at: first?.starts_at ?? null,
      first_museum: first === undefined ? null : toMuseumIso(first.starts_at, timeZone),
      first_until: first === undefined ? NEVER : entry.mode === TICKET_MODES.performance ? first.starts_at : first.ends_at,
    })
    .where('event_id', '=', entry.event_id)
    .where('first_version', '=', entry.first_version)
    .where(unknownAt(now.toISOString()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/**
 * Finds again the first bookable slot of the event list's entries that do not know theirs, or whose
 * first slot has passed (migration 0039), so a list request reads it instead of walking each event's
 * slots. Run by each background round, on every instance; answers how many entries it wrote.
 */
export const refreshEventListFirsts = async (db: Db, timeZone: string, now: Date): Promise<number> => {
  let written = 0;
  for (const entry of await staleEntries(db, now)) written += await keepFirst(db, entry, timeZone, now);
  return written;
};
