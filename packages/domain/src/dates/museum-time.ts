/**
 * Slots are stored as UTC instants and shown in the museum's time zone (DESIGN.md). These helpers
 * convert between the two with Intl only, so daylight-saving changes come from the platform's tz data.
 */
import { addDays } from './date-window.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

interface WallClock {
  date: string;
  time: string;
  offset: string;
  offsetMinutes: number;
}

/** Offsets change only on quarter hours (every transition in the tz database), so one lookup serves a quarter. */
const QUARTER_MS = 15 * 60_000;
const MAX_CACHED_QUARTERS = 200_000;
const offsets = new Map<string, Map<number, number>>();

const offsetFromIntl = (instant: number, timeZone: string): number => {
  const zoneName = formatterFor(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName ?? '');
  if (match === null) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/**
 * The zone's UTC offset at an instant, in minutes. Formatting through Intl for every slot of a calendar
 * cost most of its time; the offset per quarter hour is kept instead (bounded: a year of quarters per zone).
 */
const offsetMinutesAt = (instant: number, timeZone: string): number => {
  let zone = offsets.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const quarter = Math.floor(instant / QUARTER_MS);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    if (zone.size >= MAX_CACHED_QUARTERS) zone.clear();
    offset = offsetFromIntl(quarter * QUARTER_MS, timeZone);
    zone.set(quarter, offset);
  }
  return offset;
};

const formatOffset = (minutes: number): string => {
  if (minutes === 0) return '+00:00';
  const magnitude = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(magnitude / 60)).padStart(2, '0')}:${String(magnitude % 60).padStart(2, '0')}`;
};

const wallClock = (instant: number, timeZone: string): WallClock => {
  const offsetMinutes = offsetMinutesAt(instant, timeZone);
  // The wall clock is the instant shifted by the offset, read as if it were UTC.
  const shifted = new Date(instant + offsetMinutes * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19), offset: formatOffset(offsetMinutes), offsetMinutes };
};

/** The few offsets a zone has, written once: every datetime an answer carries ends with one. */
const offsetTexts = new Map<number, string>();

const offsetText = (minutes: number): string => {
  let text = offsetTexts.get(minutes);
  if (text === undefined) {
    text = formatOffset(minutes);
    offsetTexts.set(minutes, text);
  }
  return text;
};

const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));

/** A stored instant as `toISOString` writes it: the form every slot and event time has in the database. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The wall clock of a stored instant (`YYYY-MM-DDTHH:MM:SS.sssZ`) shifted by `offsetMinutes`, when the
 * shift stays within its UTC date: then only the hour and minute change, with no date to work out.
 */
const shiftedWithinDay = (utcIso: string, offsetMinutes: number): string | undefined => {
  if (!CANONICAL_UTC.test(utcIso)) return undefined;
  const minutes = Number(utcIso.slice(11, 13)) * 60 + Number(utcIso.slice(14, 16)) + offsetMinutes;
  if (minutes < 0 || minutes >= 24 * 60) return undefined;
  return `${utcIso.slice(0, 11)}${TWO_DIGITS[Math.floor(minutes / 60)]}:${TWO_DIGITS[minutes % 60]}${utcIso.slice(16, 19)}`;
};

/**
 * "2025-06-01T08:00:00.000Z" in Europe/Zurich -> "2025-06-01T10:00:00+02:00". Lists write it for every
 * slot and event, so the usual case (the museum's day is the instant's UTC date) edits the stored text.
 */
export const toMuseumIso = (utcIso: string, timeZone: string): string => {
  const instant = Date.parse(utcIso);
  const offsetMinutes = offsetMinutesAt(instant, timeZone);
  const wall = shiftedWithinDay(utcIso, offsetMinutes) ?? new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${wall}${offsetText(offsetMinutes)}`;
};

/** The museum's calendar date (YYYY-MM-DD) of an instant. */
export const museumDate = (instant: string | Date, timeZone: string): string =>
  wallClock(typeof instant === 'string' ? Date.parse(instant) : instant.getTime(), timeZone).date;

/** The UTC instant (ISO) of a wall-clock time on a museum date; a time skipped by a DST change moves forward. */
export const museumToUtc = (date: string, time: string, timeZone: string): string => {
  const asUtc = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  let guess = asUtc - wallClock(asUtc, timeZone).offsetMinutes * 60_000;
  guess = asUtc - wallClock(guess, timeZone).offsetMinutes * 60_000;
  return new Date(guess).toISOString();
};

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The UTC instants [start, end) that make up one museum date. */
export const museumDayBounds = (date: string, timeZone: string): [string, string] => [
  museumToUtc(date, '00:00', timeZone),
  museumToUtc(addDays(date, 1), '00:00', timeZone),
];

/** A stretch of time over which a zone keeps one UTC offset. */
export interface ZoneOffset {
  /** The UTC instant (ISO) from which the offset holds. */
  since: string;
  minutes: number;
  /** As datetimes carry it: "+02:00". */
  text: string;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The offsets a zone has from `from` until `until` (ISO instants), the first holding from `from`: for
 * shifting many instants at once where Intl is not at hand (a database composing a list). The days are
 * stepped through and each change is narrowed down to its quarter hour (every tz database transition
 * falls on one); zones change their offset at most once a day.
 */
export const zoneOffsetsBetween = (from: string, until: string, timeZone: string): ZoneOffset[] => {
  const start = Date.parse(from);
  const end = Date.parse(until);
  let minutes = offsetMinutesAt(start, timeZone);
  const offsets: ZoneOffset[] = [{ since: new Date(start).toISOString(), minutes, text: offsetText(minutes) }];
  for (let day = start; day < end; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, end);
    const after = offsetMinutesAt(next, timeZone);
    if (after === minutes) continue;
    // The change lies in (day, next]: halve the quarters between them until one is left.
    let before = Math.floor(day / QUARTER_MS);
    let changed = Math.floor(next / QUARTER_MS);
    while (changed - before > 1) {
      const middle = Math.floor((before + changed) / 2);
      if (offsetMinutesAt(middle * QUARTER_MS, timeZone) === minutes) before = middle;
      else changed = middle;
    }
    minutes = after;
    offsets.push({ since: new Date(changed * QUARTER_MS).toISOString(), minutes, text: offsetText(minutes) });
  }
  return offsets;
};
