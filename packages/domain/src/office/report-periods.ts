import { addDays } from '../dates/date-window.js';
import { isoWeekday } from '../dates/museum-time.js';

export type ReportPeriodName = 'day' | 'week' | 'month';

/**
 * The period a museum date falls in: the date itself, its ISO week named by the week's Monday, or
 * its month (YYYY-MM). A week that began before a report's first day still carries its Monday.
 */
export const reportPeriodOf = (date: string, period: ReportPeriodName): string => {
  if (period === 'day') return date;
  if (period === 'month') return date.slice(0, 7);
  return addDays(date, 1 - isoWeekday(date));
};

/** Every period from `from` to `to` (museum dates, both included), in order: the rows a report shows even when nothing sold. */
export const reportPeriodsBetween = (from: string, to: string, period: ReportPeriodName): string[] => {
  const periods: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = reportPeriodOf(day, period);
    if (periods.at(-1) !== key) periods.push(key);
  }
  return periods;
};

/**
 * The first instant (UTC ISO) of a stored instant's bucket, as the database groups them: an hour
 * `YYYY-MM-DDTHH`, or a quarter hour `YYYY-MM-DDTHH:q` with q from 0 to 3 for zones whose offset is
 * not a whole hour. Every instant of a bucket falls on one museum date, since offsets change only on
 * quarter hours.
 */
export const reportBucketStart = (bucket: string): string => {
  const quarter = /^(\d{4}-\d{2}-\d{2}T\d{2}):([0-3])$/.exec(bucket);
  if (quarter !== null) return `${quarter[1]}:${String(Number(quarter[2]) * 15).padStart(2, '0')}:00.000Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(bucket)) return `${bucket}:00:00.000Z`;
  throw new RangeError(`not a report bucket: ${bucket}`);
};

export const REPORT_PRESETS = ['today', 'this-week', 'this-month', 'last-month', 'this-year'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const lastDayOfMonth = (month: string): string => addDays(`${reportPeriodOf(addDays(`${month}-28`, 4), 'month')}-01`, -1);

/** The museum dates [from, to] of a preset, counted from the museum's today. */
export const reportPresetRange = (preset: ReportPreset, today: string): { from: string; to: string } => {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'this-week': {
      const monday = reportPeriodOf(today, 'week');
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this-month':
      return { from: `${month}-01`, to: lastDayOfMonth(month) };
    case 'last-month': {
      const last = reportPeriodOf(addDays(`${month}-01`, -1), 'month');
      return { from: `${last}-01`, to: lastDayOfMonth(last) };
    }
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
};
