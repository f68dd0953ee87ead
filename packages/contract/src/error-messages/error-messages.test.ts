import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../common/error-codes.js';
import { errorCatalogKey, errorCatalogKeys } from '../common/error-plurals.js';
import { LANGUAGES } from '../constants.js';

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${lang}.json`, import.meta.url), 'utf8'));
const keys = ERROR_CODES.flatMap(errorCatalogKeys);

describe('error message catalogs', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every error code (both plural forms of a counted one) and nothing else', (lang) => {
    const messages = catalog(lang);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(messages[key]?.trim()).toBeTruthy();
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not copied from English', (lang) => {
    const english = catalog('en');
    const messages = catalog(lang);
    expect(keys.filter((key) => messages[key] === english[key])).toEqual([]);
  });

  it.each(LANGUAGES)('%s names the number of a counted text with it, in both forms', (lang) => {
    const messages = catalog(lang);
    for (const code of ERROR_CODES) {
      const [one, other] = errorCatalogKeys(code).map((key) => messages[key] ?? '');
      if (other === undefined) continue;
      const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();
      expect(placeholders(one ?? ''), `${lang} ${code}`).toEqual(placeholders(other));
    }
  });

  it('picks the plural form of the counted param: one place, several places; French counts 0 as one', () => {
    expect(errorCatalogKey('OVERBOOKED', 'en', { requested: 3, available: 1 })).toBe('OVERBOOKED_one');
    expect(errorCatalogKey('OVERBOOKED', 'en', { requested: 3, available: 2 })).toBe('OVERBOOKED_other');
    expect(errorCatalogKey('OVERBOOKED', 'fr', { requested: 3, available: 0 })).toBe('OVERBOOKED_one');
    expect(errorCatalogKey('ACCOUNT_LOCKED', 'de', { minutes: 1 })).toBe('ACCOUNT_LOCKED_one');
    expect(errorCatalogKey('ACCOUNT_LOCKED', 'de')).toBe('ACCOUNT_LOCKED_other');
    expect(errorCatalogKey('SOLD_OUT', 'de', { available: 1 })).toBe('SOLD_OUT');
  });
});
