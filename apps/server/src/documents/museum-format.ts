import { formatMoney } from '@foyer/domain';
import type { Lang } from '@foyer/contract';

/**
 * Building an Intl formatter costs far more than formatting with it (it was a tenth of a checkout's
 * CPU), so each language, zone and style gets one, kept for the life of the process.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => F): F => {
  let formatter = formatters.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Dates and times of visits as the museum's clock shows them, in the order's language. */
export const visitDate = (iso: string, lang: Lang, timeZone: string): string =>
  cached(`date:${lang}:${timeZone}`, () => new Intl.DateTimeFormat(lang, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })).format(
    new Date(iso),
  );

export const visitTime = (iso: string, lang: Lang, timeZone: string): string =>
  cached(`time:${lang}:${timeZone}`, () => new Intl.DateTimeFormat(lang, { timeZone, hour: '2-digit', minute: '2-digit' })).format(new Date(iso));

export const money = (cents: number, currency: string, lang: Lang): string => formatMoney(cents, currency, lang);

/** VAT rate from basis points (810 -> "8.1" in en, "8,1" in de). */
export const vatRate = (vatBp: number, lang: Lang): string =>
  cached(`rate:${lang}`, () => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })).format(vatBp / 100);

/** SPEC §9 compact date d.m.Y for a calendar day (YYYY-MM-DD), as validity dates print: 2027-11-22 → 22.11.2027. */
export const compactDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};
