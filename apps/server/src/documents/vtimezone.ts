import { toMuseumIso } from '@foyer/domain';

/** A zone's UTC offset at an instant, in minutes, from the platform's tz data. */
const offsetAt = (instant: number, timeZone: string): number => {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(toMuseumIso(new Date(instant).toISOString(), timeZone));
  if (match === null) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

const icsOffset = (minutes: number): string => {
  const magnitude = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(magnitude / 60)).padStart(2, '0')}${String(magnitude % 60).padStart(2, '0')}`;
};

/** A local date-time as iCalendar writes it: 20300331T020000. */
const icsLocal = (instant: number, offsetMinutes: number): string =>
  new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '');

const DAY = 86_400_000;

/** Instants where the offset changes between `from` and `to`: found day by day, then to the minute. */
const transitions = (timeZone: string, from: number, to: number): { at: number; before: number; after: number }[] => {
  const found: { at: number; before: number; after: number }[] = [];
  let previous = offsetAt(from, timeZone);
  for (let day = from + DAY; day <= to; day += DAY) {
    const offset = offsetAt(day, timeZone);
    if (offset === previous) continue;
    let low = day - DAY;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
      if (offsetAt(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
};

/**
 * The VTIMEZONE of RFC 5545 for a zone, with one observance per offset change from the year before
 * the first visit to the end of the last visit's year, each starting at the change (no rules to
 * keep: the platform's tz data gives the instants). A zone without changes gets one standard time.
 */
export const vtimezone = (timeZone: string, instants: readonly string[]): string => {
  const years = instants.map((instant) => new Date(instant).getUTCFullYear());
  const from = Date.UTC(Math.min(...years) - 1, 0, 1);
  const to = Date.UTC(Math.max(...years) + 1, 0, 1);
  const changes = transitions(timeZone, from, to);
  const observances =
    changes.length === 0
      ? [['BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${icsOffset(offsetAt(from, timeZone))}`, `TZOFFSETTO:${icsOffset(offsetAt(from, timeZone))}`, 'END:STANDARD']]
      : changes.map((change) => {
          const kind = change.after > change.before ? 'DAYLIGHT' : 'STANDARD';
          return [`BEGIN:${kind}`, `DTSTART:${icsLocal(change.at, change.before)}`, `TZOFFSETFROM:${icsOffset(change.before)}`, `TZOFFSETTO:${icsOffset(change.after)}`, `END:${kind}`];
        });
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances.flat(), 'END:VTIMEZONE'].join('\r\n');
};
