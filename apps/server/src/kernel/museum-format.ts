import { formatMoney, formatShortDate, formatShortDay, formatTime, formatTimeRange } from '@foyer/domain';

/**
 * How documents write money, dates and times: the rule of packages/domain (DESIGN.md "Formats"), in the
 * locale of the order's language plus the shop's country (`shopLocale`). The language's short date
 * (05.03.2027, sv 2027-03-05, en 05/03/2027) and the 24-hour clock on the museum's clock; the domain
 * keeps one formatter per locale, zone and style.
 */
export const visitDate = (iso: string, locale: string, timeZone: string): string => formatShortDate(iso, locale, timeZone);

export const visitTime = (iso: string, locale: string, timeZone: string): string => formatTime(iso, locale, timeZone);

export const visitTimeSpan = (start: string, end: string, locale: string, timeZone: string): string => formatTimeRange(start, end, locale, timeZone);

export const money = (cents: number, currency: string, locale: string): string => formatMoney(cents, currency, locale);

/** The language's short date of a calendar day (YYYY-MM-DD), as validity dates print: de-CH 2027-11-22 → 22.11.2027. */
export const compactDay = (day: string, locale: string): string => formatShortDay(day, locale);

/**
 * PDFs are drawn in the standard Helvetica, whose WinAnsi encoding has the no-break space but not the
 * narrow and thin ones Intl puts into French amounts ("1 234,50 CHF"), which would print as " /", nor
 * the minus sign of a deduction, which would print as '"': the en dash stands in for it, as in print.
 */
export const printable = (text: string): string => text.replace(/[\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '\u2013');

const rates = new Map<string, Intl.NumberFormat>();

/** VAT rate from basis points (810 -> "8.1" in de-CH, "8,1" in de-DE). */
export const vatRate = (vatBp: number, locale: string): string => {
  let format = rates.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    rates.set(locale, format);
  }
  return format.format(vatBp / 100);
};
