import { useMemo } from 'react';
import { useSignedIn } from '../session/session-context';
import { useI18n } from './i18n-context';

type TimeOptions = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/**
 * A date and time format in a language and the museum's time zone, on the 24-hour clock: a slot at
 * 14:30 in the museum reads 14:30 on every screen, wherever its browser is.
 */
export const museumTimeFormat = (lang: string, timeZone: string, { dateStyle, timeStyle }: TimeOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(lang, { dateStyle, timeStyle, ...(timeStyle === undefined ? {} : { hourCycle: 'h23' }), timeZone });

/** museumTimeFormat in the office's language and the signed-in session's museum time zone. */
export const useMuseumTimeFormat = (options: TimeOptions): Intl.DateTimeFormat => {
  const { lang } = useI18n();
  const { timeZone } = useSignedIn();
  const { dateStyle, timeStyle } = options;
  return useMemo(() => museumTimeFormat(lang, timeZone, { dateStyle, timeStyle }), [lang, timeZone, dateStyle, timeStyle]);
};
