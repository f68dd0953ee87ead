import type { Lang } from '../../lib/i18n/languages';

/** 1 January 2024 was a Monday: ISO weekday n is 2024-01-n. */
const dayOfWeekday = (weekday: number): Date => new Date(Date.UTC(2024, 0, weekday));

/** ISO weekdays (1 Monday ... 7 Sunday) with their short and full names in the office's language. */
export const weekdayNames = (lang: Lang): { weekday: number; short: string; long: string }[] => {
  const short = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, short: short.format(dayOfWeekday(weekday)), long: long.format(dayOfWeekday(weekday)) }));
};
