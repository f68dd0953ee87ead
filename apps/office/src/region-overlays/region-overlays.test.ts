import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../lib/i18n/translator';

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as Record<string, string>;
const readCatalog = (lang: string): Record<string, string> => read(join('..', 'locales', `${lang}.json`));
const german = readCatalog('de');
const overlayFiles = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.json'));
/** Spellings and words of Swiss German that standard German writes otherwise (ß, "MwSt."). */
const SWISS_ONLY = /MWST|\bTotal\b|\b[Aa]n Lager\b|schliess|Schliess|Strasse|grösse|Grösse|\bgross|\bGross|Grüsse|ausserhalb|[Ff]liess|heisst/;
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();

describe('the office region overlays', () => {
  it('are the shop\'s: standard German only', () => {
    expect(overlayFiles).toEqual(['de-DE.json']);
  });

  it('change only German texts, keep their placeholders and really change them, in standard German', () => {
    for (const [key, text] of Object.entries(read('de-DE.json'))) {
      expect(Object.keys(german), key).toContain(key);
      expect(placeholders(text), key).toEqual(placeholders(german[key] ?? ''));
      expect(text, key).not.toBe(german[key]);
      expect(text, key).not.toMatch(SWISS_ONLY);
    }
  });

  it('replace every Swiss-only text of the German catalog', () => {
    const overlay = read('de-DE.json');
    const swiss = Object.keys(german).filter((key) => SWISS_ONLY.test(german[key] ?? ''));
    expect(swiss.filter((key) => !(key in overlay))).toEqual([]);
  });
});

describe.each([
  ['CH', 'Schliesst', 'MWST-Satz (%)', 'Die Anfrage ist zu gross.'],
  ['LI', 'Schliesst', 'MWST-Satz (%)', 'Die Anfrage ist zu gross.'],
  ['DE', 'Schließt', 'MwSt.-Satz (%)', 'Die Anfrage ist zu groß.'],
  ['AT', 'Schließt', 'MwSt.-Satz (%)', 'Die Anfrage ist zu groß.'],
])('German for a museum in %s', (country, closes, vat, tooLarge) => {
  it('follows the region, office texts and error texts alike', async () => {
    const { t, error } = await loadTranslator('de', country);
    expect(t('schedule.closes')).toBe(closes);
    expect(t('events.vat')).toBe(vat);
    expect(error('PAYLOAD_TOO_LARGE')).toBe(tooLarge);
  });
});

it('other languages have no overlay', async () => {
  const french = await loadTranslator('fr', 'DE');
  expect(french.t('schedule.closes')).toBe(readCatalog('fr')['schedule.closes']);
});
