import type { ReportCell, ReportColumn } from '../../lib/api/types';

export interface CellFormat {
  lang: string;
  currency: string;
  /** The museum's zone, in which a slot's time is shown. */
  timeZone: string;
}

const MUSEUM_DAY = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * A report's cell as the table writes it: amounts with two decimals and the currency, rates as
 * percentages, counts grouped, museum dates and months in the office's language, slots in the
 * museum's time. A column's label in a date column (the total's) stays as it is.
 */
export const cellText = (column: ReportColumn, value: ReportCell, { lang, currency, timeZone }: CellFormat): string => {
  if (value === null) return '–';
  if (typeof value === 'number') {
    if (column.type === 'money') return `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100)} ${currency}`;
    if (column.type === 'rate') return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 10_000);
    return new Intl.NumberFormat(lang).format(value);
  }
  if ((column.type === 'date' || column.type === 'month') && MUSEUM_DAY.test(value)) {
    const day = new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);
    return new Intl.DateTimeFormat(lang, column.type === 'month' ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  }
  if (column.type === 'datetime') return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(value));
  return value;
};

/** Whether a column holds figures, which line up on the right. */
export const isFigure = (column: ReportColumn): boolean => column.type === 'money' || column.type === 'rate' || column.type === 'count';
