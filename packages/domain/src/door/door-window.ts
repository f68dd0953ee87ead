/**
 * When a door admits a slot's visitors and which museum day a scan belongs to (docs/office.md "The
 * door"). Instants are UTC ISO strings as the server stores them; days are the museum's calendar dates.
 */
import { museumDate, museumDayBounds } from '../dates/museum-time.js';

const MINUTE_MS = 60_000;

/** A door admits from this many minutes before a slot starts, unless its event or tour says otherwise ... */
export const DOOR_OPENS_MINUTES_BEFORE_DEFAULT = 30;
/** ... until this many minutes after it starts (or the slot's end, when that comes first). */
export const DOOR_CLOSES_MINUTES_AFTER_DEFAULT = 60;

export interface DoorWindow {
  opensAt: string;
  closesAt: string;
}

/**
 * The door opens `opensMinutesBefore` the slot's start and closes `closesMinutesAfter` it; a slot that
 * ends before then closes at its end, since nobody is let in to something that is over. A slot without
 * a later end (a point in time) keeps the full window.
 */
export const doorWindow = (startsAt: string, endsAt: string, opensMinutesBefore: number, closesMinutesAfter: number): DoorWindow => {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const closes = start + closesMinutesAfter * MINUTE_MS;
  return {
    opensAt: new Date(start - opensMinutesBefore * MINUTE_MS).toISOString(),
    closesAt: new Date(end > start ? Math.min(closes, end) : closes).toISOString(),
  };
};

/** The museum day (YYYY-MM-DD) a scan at `instant` counts for: passes allow their entries per such day. */
export const doorDay = (instant: Date | string, timeZone: string): string => museumDate(instant, timeZone);

/** The instants a pass valid from one museum date to another (both included) admits: its first day's start to its last day's end. */
export const passValidityWindow = (validFrom: string, validTo: string, timeZone: string): DoorWindow => ({
  opensAt: museumDayBounds(validFrom, timeZone)[0],
  closesAt: museumDayBounds(validTo, timeZone)[1],
});
