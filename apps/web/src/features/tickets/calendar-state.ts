import type { BookingDayState } from '../../components/ui/booking-calendar';
import { firstOfMonth, lastOfMonth, monthOf } from '../../components/ui/calendar-dates';

/*
 * Event calendar rules of SPEC §4/§9 on plain ISO dates (YYYY-MM-DD, museum time), so they need no
 * date library and can be tested without the calendar widget.
 */
export type DateCounts = Readonly<Record<string, number>>;

export interface CalendarWindow {
  start: string;
  end: string;
}

/**
 * SPEC §9: the event calendar covers the current and the next month. An event whose first free date
 * lies beyond that opens at the month of that date instead, so it can still be booked.
 */
export const calendarWindow = (today: string, firstFreeDate: string | null): CalendarWindow => {
  const anchor = firstFreeDate !== null && firstFreeDate > lastOfMonth(today, 1) ? firstFreeDate : today;
  return { start: firstOfMonth(anchor), end: lastOfMonth(anchor, 1) };
};

/** SPEC §4: a count above 0 is available, 0 is sold out; days without a slot and past days cannot be chosen. */
export const dayAvailability = (counts: DateCounts, date: string, today: string): BookingDayState => {
  if (date < today) return 'past';
  const count = counts[date];
  if (count === undefined) return 'none';
  return count > 0 ? 'available' : 'soldOut';
};

/**
 * SPEC §4: a month change resets the chosen date. The calendar reports the month it shows; a chosen
 * date outside that month is dropped.
 */
export const dateAfterMonthChange = (chosen: string | null, visibleMonth: string): string | null =>
  chosen !== null && monthOf(chosen) === visibleMonth ? chosen : null;
