import { formatLocale, formatLongDay, formatMoney, formatShortDate, formatShortDay, formatTime, formatTimeRange } from '@foyer/domain';
import { useMemo } from 'react';
import { useShop } from './config/shop-store';

/** How the shop writes money, dates and times: the rule of packages/domain, bound to the visitor's language and the shop. */
export interface Formats {
  /** The Intl locale: the visitor's language plus the museum's country (de-CH), also for calendars and numbers. */
  locale: string;
  /** Cents in the shop's currency, or in `currency` (an order keeps its own). */
  money: (cents: number, currency?: string) => string;
  /** A time of day on the museum's clock, 24-hour: "14:30". */
  time: (iso: string) => string;
  timeRange: (start: string, end: string) => string;
  /** The language's short date on the museum's clock, for lines and lists: de-CH "05.03.2027", sv "2027-03-05". */
  date: (iso: string) => string;
  /** The short date of a calendar day (YYYY-MM-DD), as validity dates print: en "22/11/2027". */
  shortDay: (isoDate: string) => string;
  /** A calendar day (YYYY-MM-DD) written out, for headings: "Freitag, 5. März 2027". */
  day: (isoDate: string, style?: 'full' | 'long') => string;
}

export const shopFormats = (lang: string, country: string, currency: string, timeZone: string): Formats => {
  const locale = formatLocale(lang, country);
  return {
    locale,
    money: (cents, inCurrency = currency) => formatMoney(cents, inCurrency, locale),
    time: (iso) => formatTime(iso, locale, timeZone),
    timeRange: (start, end) => formatTimeRange(start, end, locale, timeZone),
    date: (iso) => formatShortDate(iso, locale, timeZone),
    shortDay: (isoDate) => formatShortDay(isoDate, locale),
    day: (isoDate, style) => formatLongDay(isoDate, locale, style),
  };
};

/** DESIGN.md "Formats": every screen formats through this, so the web writes what mails and PDFs write. */
export const useFormats = (): Formats => {
  const { lang, config, shopInfo } = useShop();
  const country = shopInfo.meta.country;
  return useMemo(() => shopFormats(lang, country, config.currency, config.timeZone), [lang, country, config.currency, config.timeZone]);
};
