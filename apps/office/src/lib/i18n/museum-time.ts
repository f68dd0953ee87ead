import { useMemo } from 'react';
import { useSignedIn } from '../session/session-context';
import { useI18n } from './i18n-context';

/**
 * A date and time format in the office's language and the museum's time zone, on the 24-hour clock:
 * a slot at 14:30 in the museum reads 14:30 on every member's screen, wherever their browser is.
 */
export const useMuseumTimeFormat = (options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>): Intl.DateTimeFormat => {
  const { lang } = useI18n();
  const { timeZone } = useSignedIn();
  const { dateStyle, timeStyle } = options;
  return useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle, timeStyle, ...(timeStyle === undefined ? {} : { hourCycle: 'h23' }), timeZone }), [lang, timeZone, dateStyle, timeStyle]);
};
