/** Times of slots in the museum's time zone, whatever the visitor's device says. */
const timeFormat = (lang: string, timeZone: string) => new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone });

export const formatTime = (datetime: string, lang: string, timeZone: string): string => timeFormat(lang, timeZone).format(new Date(datetime));

/** "10:00 – 11:00 AM": the locale's own way of writing a span of time, sharing what both ends share. */
export const formatTimeRange = (start: string, end: string, lang: string, timeZone: string): string =>
  timeFormat(lang, timeZone).formatRange(new Date(start), new Date(end));

/** A calendar date (YYYY-MM-DD) written out in full, e.g. "Sunday, 22 November 2026". */
export const formatDay = (isoDate: string, lang: string, style: 'full' | 'long' = 'full'): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** The museum-time date of an instant with offset. */
export const dayOf = (datetime: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(datetime));
