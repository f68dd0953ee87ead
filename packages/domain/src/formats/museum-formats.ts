/**
 * DESIGN.md "Formats": money, dates and times follow the visitor's language plus the shop's country,
 * the same on the web, the payment page, in mails and in PDFs. Intl falls back to the language's own
 * conventions where it knows no regional variant (nl-CH is written as nl).
 */
export const formatLocale = (lang: string, country: string): string => {
  const region = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(region) ? `${lang}-${region}` : lang;
};

/**
 * Building an Intl formatter costs far more than formatting with it (it was a tenth of a checkout's
 * CPU, and a calendar shows dozens of times), so each locale, zone and style gets one for good.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (locale: string, timeZone: string, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${style}|${locale}|${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
};

/** The 24-hour clock in every language (DESIGN.md), hours with two digits so times line up: 09:00, 14:30. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const instant = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A time of day on the museum's clock in the locale's way of writing it: "14:30" (da: "14.30"), never "2:30 PM". Empty for no instant. */
export const formatTime = (iso: string, locale: string, timeZone: string): string => {
  const date = instant(iso);
  return date === null ? '' : dateTimeFormat(locale, timeZone, 'time', CLOCK).format(date);
};

/**
 * A span of time on the museum's clock, its two times joined by an en dash: "10:00–17:00". Not Intl's
 * formatRange, which adds "Uhr" in German and spaces in French, and so breaks a slot button in two.
 */
export const formatTimeRange = (start: string, end: string, locale: string, timeZone: string): string => {
  const from = formatTime(start, locale, timeZone);
  const to = formatTime(end, locale, timeZone);
  return from === '' || to === '' ? '' : `${from}–${to}`;
};

/**
 * Where a language is at home, so that the shop's country picks its regional short date (fr-CH
 * 05.03.2027 but fr-FR 05/03/2027). Elsewhere a language keeps its own order: CLDR knows an English
 * of nearly every country (en-CH 05.03.2027, en-SE 2027-03-05), which a visitor reading English would
 * not expect from a Swiss museum.
 */
const HOME_COUNTRIES: Record<string, readonly string[]> = {
  de: ['CH', 'DE', 'AT', 'LI', 'LU', 'BE'],
  fr: ['CH', 'FR', 'BE', 'LU', 'MC', 'CA'],
  it: ['CH', 'IT', 'SM'],
  nl: ['NL', 'BE'],
  es: ['ES', 'MX', 'AR', 'CL', 'CO', 'PE', 'US'],
  sv: ['SE', 'FI'],
  da: ['DK'],
  en: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
};

/** A language's own short date where it is not at home: English day first as in Britain, the others as Intl writes the bare language. */
const OWN_LOCALE: Record<string, string> = { en: 'en-GB' };

const shortDateLocale = (locale: string): string => {
  const [lang = '', region = ''] = locale.split('-');
  return HOME_COUNTRIES[lang]?.includes(region) ? locale : (OWN_LOCALE[lang] ?? lang);
};

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * The short date of an instant on the museum's clock, for lines, lists, mails, PDFs and the payment
 * page (DESIGN.md "Formats"), in the language's own order: de-CH 05.03.2027, sv 2027-03-05, en and es
 * 05/03/2027, nl 05-03-2027. Empty for no instant.
 */
export const formatShortDate = (iso: string, locale: string, timeZone: string): string => {
  const date = instant(iso);
  return date === null ? '' : dateTimeFormat(shortDateLocale(locale), timeZone, 'short', SHORT_DATE).format(date);
};

/** The short date of a calendar day (YYYY-MM-DD, or the day of an ISO instant as written), as validity dates print: de-CH 2027-11-22 → 22.11.2027. */
export const formatShortDay = (day: string, locale: string): string => {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(day);
  const text = match === null ? '' : formatShortDate(`${match[0]}T12:00:00Z`, locale, 'UTC');
  return text === '' ? day : text;
};

/** A calendar day (YYYY-MM-DD) written out, for headings only: de-CH "Freitag, 5. März 2027", en-CH "Friday, 5 March 2027". */
export const formatLongDay = (day: string, locale: string, style: 'full' | 'long' = 'full'): string => {
  const date = instant(`${day}T12:00:00Z`);
  return date === null ? day : dateTimeFormat(locale, 'UTC', style, { dateStyle: style }).format(date);
};
