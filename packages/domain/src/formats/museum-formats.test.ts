import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money.js';
import { formatLocale, formatLongDay, formatShortDate, formatShortDay, formatTime, formatTimeRange } from './museum-formats.js';

/** Intl separates with no-break spaces (fr-CH groups with a narrow one); the table reads them as plain spaces. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

const ZONE = 'Europe/Zurich';
/** 14:30 and 09:05 on the museum's clock (CET, UTC+1). */
const AFTERNOON = '2027-03-05T13:30:00Z';
const MORNING = '2027-03-05T08:05:00Z';

describe('formats of a shop in Switzerland, in each of the eight languages', () => {
  it.each([
    ['de', 'de-CH', "CHF 1'234.50", 'EUR 22.00', '14:30', '09:05', '10:00–17:00', 'Freitag, 5. März 2027'],
    ['en', 'en-CH', "CHF 1'234.50", '€22.00', '14:30', '09:05', '10:00–17:00', 'Friday, 5 March 2027'],
    ['fr', 'fr-CH', '1 234,50 CHF', '22,00 €', '14:30', '09:05', '10:00–17:00', 'vendredi, 5 mars 2027'],
    ['it', 'it-CH', 'CHF 1234.50', '€ 22.00', '14:30', '09:05', '10:00–17:00', 'venerdì, 5 marzo 2027'],
    ['nl', 'nl-CH', 'CHF 1.234,50', '€ 22,00', '14:30', '09:05', '10:00–17:00', 'vrijdag 5 maart 2027'],
    ['es', 'es-CH', '1234,50 CHF', '22,00 €', '14:30', '09:05', '10:00–17:00', 'viernes, 5 de marzo de 2027'],
    ['sv', 'sv-CH', '1 234,50 CHF', '22,00 €', '14:30', '09:05', '10:00–17:00', 'fredag 5 mars 2027'],
    ['da', 'da-CH', '1.234,50 CHF', '22,00 €', '14.30', '09.05', '10.00–17.00', 'fredag den 5. marts 2027'],
  ])('%s is written as %s: %s, %s, %s, %s, %s, %s', (lang, locale, chf, eur, afternoon, morning, range, heading) => {
    expect(formatLocale(lang, 'CH')).toBe(locale);
    expect(plain(formatMoney(123450, 'CHF', locale))).toBe(chf);
    expect(plain(formatMoney(2200, 'EUR', locale))).toBe(eur);
    expect(formatTime(AFTERNOON, locale, ZONE)).toBe(afternoon);
    expect(formatTime(MORNING, locale, ZONE)).toBe(morning);
    expect(plain(formatTimeRange('2027-03-05T09:00:00Z', '2027-03-05T16:00:00Z', locale, ZONE))).toBe(range);
    expect(formatLongDay('2027-03-05', locale)).toBe(heading);
  });

  it.each(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'])('%s never writes a 12-hour clock, not even at midnight or noon', (lang) => {
    const locale = formatLocale(lang, 'CH');
    const separator = lang === 'da' ? '.' : ':';
    expect(formatTime('2027-03-04T23:00:00Z', locale, ZONE)).toBe(`00${separator}00`);
    expect(formatTime('2027-03-05T11:00:00Z', locale, ZONE)).toBe(`12${separator}00`);
    expect(formatTime('2027-03-05T22:59:00Z', locale, ZONE)).toBe(`23${separator}59`);
  });
});

describe('formatLocale', () => {
  it.each([
    ['de', 'CH', 'de-CH'],
    ['de', 'DE', 'de-DE'],
    ['fr', 'ch', 'fr-CH'],
    ['en', 'GB', 'en-GB'],
    ['en', '', 'en'],
    ['it', 'XYZ', 'it'],
  ])('%s in a shop in %j is %s', (lang, country, locale) => {
    expect(formatLocale(lang, country)).toBe(locale);
  });

  it('follows the country: a German shop writes euros and dates as Germany does', () => {
    expect(plain(formatMoney(2200, 'EUR', formatLocale('de', 'DE')))).toBe('22,00 €');
    expect(formatLongDay('2027-03-05', formatLocale('en', 'US'), 'long')).toBe('March 5, 2027');
    expect(formatTime(AFTERNOON, formatLocale('en', 'US'), ZONE)).toBe('14:30');
  });

  it('writes January the Austrian way in an Austrian shop and the standard way elsewhere', () => {
    expect(formatLongDay('2027-01-05', formatLocale('de', 'AT'))).toBe('Dienstag, 5. Jänner 2027');
    expect(formatLongDay('2027-01-05', formatLocale('de', 'DE'))).toBe('Dienstag, 5. Januar 2027');
    expect(formatLongDay('2027-01-05', formatLocale('de', 'CH'))).toBe('Dienstag, 5. Januar 2027');
  });
});

describe('short dates in each language\'s own order (DESIGN.md "Formats")', () => {
  /** Language, shop country, short date of 5 March 2027 (as a day and as an instant on the museum's clock). */
  it.each([
    ['de', 'CH', '05.03.2027'],
    ['fr', 'CH', '05.03.2027'],
    ['it', 'CH', '05.03.2027'],
    ['da', 'CH', '05.03.2027'],
    ['sv', 'CH', '2027-03-05'],
    ['es', 'CH', '05/03/2027'],
    ['en', 'CH', '05/03/2027'],
    ['nl', 'CH', '05-03-2027'],
    ['de', 'DE', '05.03.2027'],
    ['de', 'AT', '05.03.2027'],
    ['fr', 'FR', '05/03/2027'],
    ['it', 'IT', '05/03/2027'],
    ['nl', 'BE', '05/03/2027'],
    ['en', 'US', '03/05/2027'],
    ['en', 'SE', '05/03/2027'],
    ['da', 'DK', '05.03.2027'],
    ['sv', 'SE', '2027-03-05'],
    ['es', 'ES', '05/03/2027'],
  ])('%s in a shop in %s writes %s', (lang, country, text) => {
    const locale = formatLocale(lang, country);
    expect(formatShortDay('2027-03-05', locale)).toBe(text);
    expect(formatShortDate(AFTERNOON, locale, ZONE)).toBe(text);
  });

  it.each([
    // Half past midnight in Zurich is still the evening before in UTC: the museum's clock decides.
    ['2027-03-05T23:30:00Z', 'de-CH', ZONE, '06.03.2027'],
    ['2027-03-05T23:30:00Z', 'sv-CH', ZONE, '2027-03-06'],
    ['2027-03-05T23:30:00Z', 'en-CH', 'America/New_York', '05/03/2027'],
    ['2027-03-05T23:30:00Z', 'nl-CH', 'Europe/Zurich', '06-03-2027'],
    ['not a date', 'de-CH', ZONE, ''],
  ])('the instant %s in %s on the clock of %s is %j', (iso, locale, zone, text) => {
    expect(formatShortDate(iso, locale, zone)).toBe(text);
  });

  it.each([
    ['2027-11-22', 'de-CH', '22.11.2027'],
    ['2030-01-01', 'sv-CH', '2030-01-01'],
    ['2029-11-23T00:00:00Z', 'es-CH', '23/11/2029'],
    ['2029-11-23T23:30:00Z', 'nl-CH', '23-11-2029'],
    ['soon', 'de-CH', 'soon'],
  ])('the day %s in %s is %s', (day, locale, text) => {
    expect(formatShortDay(day, locale)).toBe(text);
  });

  it('has no time for no instant', () => {
    expect(formatTime('', 'de-CH', ZONE)).toBe('');
    expect(formatTimeRange('', AFTERNOON, 'de-CH', ZONE)).toBe('');
  });
});
