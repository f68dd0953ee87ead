/** Today's date in the museum's time zone. */
export const museumToday = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A calendar date (YYYY-MM-DD) written out, e.g. "Sunday, 22 November 2026". */
export const formatDay = (isoDate: string, lang: string, style: 'full' | 'long' = 'full'): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** A start time in the museum's time zone and the visitor's locale ("2:00 PM", "14:00"). */
export const formatTime = (datetime: string, lang: string, timeZone: string): string =>
  new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(datetime));

/** A museum wall-clock time HH:MM in the visitor's locale, for entries that carry no instant. */
export const formatClock = (time: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`2000-01-01T${time}:00Z`));

/** "Today", "Tomorrow", then the weekday: how the next-few-days overview names its days. */
export const relativeDayName = (isoDate: string, today: string, lang: string): string => {
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const text =
    days >= 0 && days <= 1
      ? new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
};

/** Day and month only ("22 Nov"), beside the day name. */
export const shortDate = (isoDate: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** SPEC §9 duration label: minutes, as the locale abbreviates them ("75 min", "75 Min."). */
export const formatDuration = (minutes: number, lang: string): string =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
