/** Date arithmetic on calendar dates (YYYY-MM-DD) for the booking calendar: UTC noon-free, no time zone involved. */

const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
};

/** The same day `months` later, on the month's last day when it has fewer days (Jan 31 + 1 month = Feb 28). */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
};

export const monthStart = (date: string): string => `${date.slice(0, 8)}01`;

/** The month of a date, YYYY-MM. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first day of the month `addMonths` after the month of `date`. */
export const firstOfMonth = (date: string, addMonths = 0): string => {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return fromUtc(new Date(Date.UTC(year, month - 1 + addMonths, 1)));
};

/** The last day of the month `addMonths` after the month of `date`. */
export const lastOfMonth = (date: string, addMonths = 0): string => {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return fromUtc(new Date(Date.UTC(year, month + addMonths, 0)));
};

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => toUtc(date).getUTCDay();

/**
 * The weeks of the month of `date`, each seven days starting on `firstDay` (0 = Sunday); days of the
 * neighbouring months are null.
 */
export const monthWeeks = (date: string, firstDay: number): (string | null)[][] => {
  const first = monthStart(date);
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -((weekday(first) - firstDay + 7) % 7));
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day.slice(0, 7) === month ? day : null);
    weeks.push(week);
  }
  return weeks;
};

export const clampDate = (date: string, min: string, max: string | undefined): string => {
  if (date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
};

/** Where a key press moves the focus from `date`, or null for a key the calendar does not handle. */
export const dateAfterKey = (date: string, key: string, firstDay: number): string | null => {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    case 'Home':
      return addDays(date, -((weekday(date) - firstDay + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekday(date) - firstDay + 7) % 7));
    default:
      return null;
  }
};

/** The locale's first day of the week where the browser knows it (Intl.Locale week info), else Monday, Sunday in English. */
export const firstDayOfWeek = (lang: string): number => {
  const locale = new Intl.Locale(lang) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  if (info !== undefined) return info.firstDay % 7;
  return lang.startsWith('en') ? 0 : 1;
};
