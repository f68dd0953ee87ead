import { describe, expect, it } from 'vitest';
import { shopFormats } from './formats';

/** Intl separates with no-break spaces (narrow or thin in French); the tables read them as plain spaces. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

/** 14:30 on the museum's clock on 5 March 2027, and 1234.50. */
const AFTERNOON = '2027-03-05T13:30:00Z';

/** What a Swiss museum's shop writes in each language: CHF, EUR, the afternoon, and a day in a heading. */
const SWISS_FORMATS = [
  ['de', "CHF 1'234.50", "EUR 1'234.50", '14:30', '05.03.2027', 'Freitag, 5. März 2027'],
  ['en', "CHF 1'234.50", '€1,234.50', '14:30', '05/03/2027', 'Friday, 5 March 2027'],
  ['fr', '1 234,50 CHF', '1 234,50 €', '14:30', '05.03.2027', 'vendredi, 5 mars 2027'],
  ['it', 'CHF 1234.50', '€ 1234.50', '14:30', '05.03.2027', 'venerdì, 5 marzo 2027'],
  ['nl', 'CHF 1.234,50', '€ 1.234,50', '14:30', '05-03-2027', 'vrijdag 5 maart 2027'],
  ['es', '1234,50 CHF', '1234,50 €', '14:30', '05/03/2027', 'viernes, 5 de marzo de 2027'],
  ['sv', '1 234,50 CHF', '1 234,50 €', '14:30', '2027-03-05', 'fredag 5 mars 2027'],
  ['da', '1.234,50 CHF', '1.234,50 €', '14.30', '05.03.2027', 'fredag den 5. marts 2027'],
] as const;

describe('shopFormats: the web writes money, dates and times as the language plus the museum country', () => {
  it.each(SWISS_FORMATS)('%s: %s, %s, %s, %s, %s', (lang, chf, eur, time, date, heading) => {
    const formats = shopFormats(lang, 'CH', 'CHF', 'Europe/Zurich');
    expect(formats.locale).toBe(`${lang}-CH`);
    expect(plain(formats.money(123450))).toBe(chf);
    expect(plain(formats.money(123450, 'EUR'))).toBe(eur);
    expect(formats.time(AFTERNOON)).toBe(time);
    expect(formats.date(AFTERNOON)).toBe(date);
    expect(formats.shortDay('2027-03-05')).toBe(date);
    expect(formats.day('2027-03-05')).toBe(heading);
    expect(formats.time(AFTERNOON)).not.toMatch(/[AP]M/);
  });

  it('follows the museum country, not the language alone: a German museum writes euros as Germany does', () => {
    const formats = shopFormats('de', 'DE', 'EUR', 'Europe/Berlin');
    expect(plain(formats.money(123450))).toBe('1.234,50 €');
    expect(formats.time(AFTERNOON)).toBe('14:30');
  });
});
