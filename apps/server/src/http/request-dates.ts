import { daysBetween, MAX_CALENDAR_RANGE_DAYS, pathDateToIso } from '@foyer/contract';
import { dateWindow, isInDateWindow, isInstantInDateWindow, utcDay, type DateWindow } from '@foyer/domain';
import { DomainError } from '../errors/domain-error.js';

/**
 * Dates a request names, checked before any work (DESIGN.md "Bounded work"): a real day, and inside
 * the window around today that every call accepts. The window's ends go to the client as params.
 */
const outOfRange = ({ first, last }: DateWindow): DomainError => new DomainError('DATE_OUT_OF_RANGE', { params: { first, last } });

/** Throws DATE_OUT_OF_RANGE unless every day (YYYY-MM-DD) lies in today's window. */
export const requireInDateWindow = (days: readonly string[], now: Date): void => {
  const window = dateWindow(utcDay(now));
  if (!days.every((day) => isInDateWindow(day, window))) throw outOfRange(window);
};

/** A day from a path or query (YYYYMMDD, or YYYY-MM-DD) that exists, as YYYY-MM-DD; else INVALID_DATE. */
const existingDay = (value: string): string => {
  const iso = pathDateToIso(value.replace(/-/g, ''));
  if (iso === undefined || (value.includes('-') && value !== iso)) throw new DomainError('INVALID_DATE');
  return iso;
};

/** A day from a path or query as YYYY-MM-DD: INVALID_DATE when there is no such day, DATE_OUT_OF_RANGE outside the window. */
export const requestDay = (value: string, now: Date): string => {
  const day = existingDay(value);
  requireInDateWindow([day], now);
  return day;
};

/** `{start};{end}`: real days (INVALID_DATE), in order (DATE_RANGE_REVERSED), at most 62 (DATE_RANGE_TOO_LONG), both in the window. */
export const requestRange = ([first, last]: readonly [string, string], now: Date): [string, string] => {
  const start = existingDay(first);
  const end = existingDay(last);
  if (end < start) throw new DomainError('DATE_RANGE_REVERSED');
  if (daysBetween(start, end) + 1 > MAX_CALENDAR_RANGE_DAYS) {
    throw new DomainError('DATE_RANGE_TOO_LONG', { params: { max: MAX_CALENDAR_RANGE_DAYS } });
  }
  requireInDateWindow([start, end], now);
  return [start, end];
};

/**
 * A cart line's slot datetime: DATE_OUT_OF_RANGE when it names an instant outside the window. A text
 * that is no instant at all is left to the line's own TIMESLOT_NOT_FOUND.
 */
export const requireInstantInDateWindow = (datetime: string, now: Date): void => {
  const instant = Date.parse(datetime);
  const window = dateWindow(utcDay(now));
  if (!Number.isNaN(instant) && !isInstantInDateWindow(instant, window)) throw outOfRange(window);
};
