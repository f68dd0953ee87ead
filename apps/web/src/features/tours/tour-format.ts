/** "Today", "Tomorrow", then the weekday: how the next-few-days overview names its days. */
export const relativeDayName = (isoDate: string, today: string, locale: string): string => {
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const text =
    days >= 0 && days <= 1
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
};

/** Day and month only ("22 Nov"), beside the day name. */
export const shortDate = (isoDate: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** SPEC §9 duration label: minutes, as the locale abbreviates them ("75 min", "75 Min."). */
export const formatDuration = (minutes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
