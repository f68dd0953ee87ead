import type { TourCalendarEntry } from '@foyer/contract';
import type { BookingDayState } from '../../components/ui/booking-calendar';
import { firstOfMonth, lastOfMonth } from '../../components/ui/calendar-dates';

/** `tour/calendar` data: museum date -> start time -> entry. */
export type TourCalendarDays = Readonly<Record<string, Readonly<Record<string, TourCalendarEntry>>>>;

/**
 * SPEC §9: a tour calendar covers one month, the calendar month shown; its days before today are
 * never asked for.
 */
export const monthWindow = (month: string, today: string): { start: string; end: string } => {
  const first = firstOfMonth(`${month}-01`);
  return { start: first < today ? today : first, end: lastOfMonth(first) };
};

/** Dates of the calendar with at least one start time that can still be booked, in order. */
export const datesWithSlots = (calendar: TourCalendarDays | undefined): string[] =>
  Object.entries(calendar ?? {})
    .filter(([, times]) => Object.values(times).some((entry) => !entry.soldout))
    .map(([date]) => date)
    .sort();

/** How the calendar shows a day: bookable, fully booked, without tours, or past. */
export const tourDayState = (calendar: TourCalendarDays | undefined, date: string, today: string): BookingDayState => {
  if (date < today) return 'past';
  const times = calendar?.[date];
  if (times === undefined || Object.keys(times).length === 0) return 'none';
  return Object.values(times).some((entry) => !entry.soldout) ? 'available' : 'soldOut';
};
