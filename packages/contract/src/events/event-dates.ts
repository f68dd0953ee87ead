import { z } from 'zod';

/** DESIGN.md: dates in paths are YYYYMMDD. Calendar answers key dates as YYYY-MM-DD (museum time). */
export const PATH_DATE_PATTERN = /^\d{8}$/;

/** SPEC §9 asks for the current plus the next month; 62 days covers any two calendar months. */
export const MAX_CALENDAR_RANGE_DAYS = 62;

/** "20250230" -> undefined; "20250228" -> "2025-02-28". Checks that the day exists in the calendar. */
export const pathDateToIso = (value: string): string | undefined => {
  if (!PATH_DATE_PATTERN.test(value)) return undefined;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
};

/** Whole days from one ISO date to another (negative when reversed). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A path date: exactly eight digits here; whether the day exists is checked by the server (INVALID_DATE). */
export const pathDateSchema = z.string().regex(PATH_DATE_PATTERN);

/** An instant with an explicit offset, as every schedule entry carries it: 2025-06-01T10:00:00+02:00. */
export const offsetDateTimeSchema = z.iso.datetime({ offset: true });

export const isoDateSchema = z.iso.date();
