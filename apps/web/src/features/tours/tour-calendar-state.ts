import type { TourCalendarEntry } from '@foyer/contract';

/** `tour/calendar` data: museum date -> start time -> entry. */
export type TourCalendarDays = Readonly<Record<string, Readonly<Record<string, TourCalendarEntry>>>>;

export type TourDayState = 'past' | 'none' | 'soldOut' | 'available';

export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

const iso = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * SPEC §9: a tour calendar covers one month, the calendar month shown; its days before today are
 * never asked for.
 */
export const monthWindow = (month: string, today: string): { start: string; end: string } => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const first = iso(new Date(Date.UTC(year, m - 1, 1)));
  const last = iso(new Date(Date.UTC(year, m, 0)));
  return { start: first < today ? today : first, end: last };
};

/** Dates of the calendar with at least one start time that can still be booked, in order. */
export const datesWithSlots = (calendar: TourCalendarDays | undefined): string[] =>
  Object.entries(calendar ?? {})
    .filter(([, times]) => Object.values(times).some((entry) => !entry.soldout))
    .map(([date]) => date)
    .sort();

/** How the calendar shows a day: bookable, fully booked, without tours, or past. */
export const tourDayState = (calendar: TourCalendarDays | undefined, date: string, today: string): TourDayState => {
  if (date < today) return 'past';
  const times = calendar?.[date];
  if (times === undefined || Object.keys(times).length === 0) return 'none';
  return Object.values(times).some((entry) => !entry.soldout) ? 'available' : 'soldOut';
};
