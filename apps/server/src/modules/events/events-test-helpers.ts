import { addDays, museumDate, museumDayBounds } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { availabilityChanged } from '../../kernel/availability-version.js';

export const ZURICH = 'Europe/Zurich';

/** A museum date relative to today, as YYYY-MM-DD and as the YYYYMMDD path form. */
export const dayFromToday = (offset: number): { iso: string; path: string } => {
  const iso = addDays(museumDate(new Date(), ZURICH), offset);
  return { iso, path: iso.replaceAll('-', '') };
};

export const slotsOn = (db: Db, eventId: number, isoDate: string) => {
  const [from, to] = museumDayBounds(isoDate, ZURICH);
  return db
    .selectFrom('timeslots')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .execute();
};

/** Sets the counters of every slot of an event on a date, as a sale through this process would. */
export const setCounters = async (db: Db, eventId: number, isoDate: string, sold: number, held = 0): Promise<void> => {
  const ids = (await slotsOn(db, eventId, isoDate)).map((slot) => slot.id);
  if (ids.length > 0) await db.updateTable('timeslots').set({ sold, held }).where('id', 'in', ids).execute();
  availabilityChanged();
};
