/**
 * DESIGN.md "Bounded work": every date a call accepts lies in one window around today, so no request
 * makes the server walk, allocate or query in proportion to how far away a date is. Days are ISO
 * calendar days (YYYY-MM-DD); they compare correctly as strings only while the year has four digits,
 * which is why day arithmetic refuses to leave years 0000–9999 instead of writing "+010000-01-01".
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LAST_FOUR_DIGIT_YEAR = 9999;

/** How far back a read may look: a schedule keeps its slots up to a year back (catalog `from_day` ≥ -366). */
export const DATE_WINDOW_PAST_DAYS = 366;

/** The booking horizon: schedules reach at most two years ahead (catalog `to_day` ≤ 730); no call looks further than this. */
export const BOOKING_HORIZON_YEARS = 3;

/** The first and the last day (both inclusive) a call accepts. */
export interface DateWindow {
  first: string;
  last: string;
}

const dayOf = (date: Date): string => {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= LAST_FOUR_DIGIT_YEAR)) throw new RangeError('a calendar day has a four-digit year');
  return date.toISOString().slice(0, 10);
};

const parseDay = (day: string): Date => {
  const date = new Date(ISO_DAY.test(day) ? `${day}T00:00:00Z` : Number.NaN);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new RangeError(`not a calendar day: ${day}`);
  return date;
};

/** The day `days` after `day` (before it when negative); a RangeError rather than a day outside years 0000–9999. */
export const addDays = (day: string, days: number): string => {
  if (!Number.isSafeInteger(days)) throw new RangeError(`not a whole number of days: ${days}`);
  return dayOf(new Date(parseDay(day).getTime() + days * DAY_MS));
};

/** The UTC calendar day of an instant: the "today" the window is counted from. */
export const utcDay = (now: Date): string => dayOf(now);

/** Today's window: a year (366 days) back and three calendar years ahead; 29 February plus three years is 1 March. */
export const dateWindow = (today: string): DateWindow => {
  const horizon = parseDay(today);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + BOOKING_HORIZON_YEARS);
  return { first: addDays(today, -DATE_WINDOW_PAST_DAYS), last: dayOf(horizon) };
};

/** Whether a calendar day (YYYY-MM-DD) lies in the window, both ends included. */
export const isInDateWindow = (day: string, window: DateWindow): boolean => ISO_DAY.test(day) && day >= window.first && day <= window.last;

/** Whether an instant (milliseconds since 1970) falls on a UTC day of the window. */
export const isInstantInDateWindow = (instant: number, window: DateWindow): boolean =>
  instant >= Date.parse(`${window.first}T00:00:00Z`) && instant < Date.parse(`${window.last}T00:00:00Z`) + DAY_MS;
