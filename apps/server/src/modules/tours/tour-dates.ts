import { daysBetween, MAX_CALENDAR_RANGE_DAYS, pathDateToIso } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';
import { museumDayBounds } from '../events/museum-time.js';

/** A day from a path or query (YYYYMMDD or YYYY-MM-DD) that exists in the calendar, as YYYY-MM-DD; else 400 INVALID_DATE. */
export const parseDay = (value: string): string => {
  const iso = pathDateToIso(value.replace(/-/g, ''));
  if (iso === undefined || (value.includes('-') && value !== iso)) throw new DomainError('INVALID_DATE');
  return iso;
};

/** `{start};{end}` checked like the event calendar: real days, in order, at most 62 days. */
export const parseRange = (range: [string, string]): [string, string] => {
  const start = parseDay(range[0]);
  const end = parseDay(range[1]);
  if (end < start) throw new DomainError('DATE_RANGE_REVERSED');
  if (daysBetween(start, end) + 1 > MAX_CALENDAR_RANGE_DAYS) {
    throw new DomainError('DATE_RANGE_TOO_LONG', { params: { max: MAX_CALENDAR_RANGE_DAYS } });
  }
  return [start, end];
};

/** UTC bounds [start, end) of museum dates first..last. */
export const daysBounds = (first: string, last: string, timeZone: string): [string, string] => [
  museumDayBounds(first, timeZone)[0],
  museumDayBounds(last, timeZone)[1],
];
