import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../common/error-codes.js';
import { LANGUAGES } from '../constants.js';

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${lang}.json`, import.meta.url), 'utf8'));

describe('error message catalogs', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every error code and nothing else', (lang) => {
    const messages = catalog(lang);
    expect(Object.keys(messages).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(messages[code]?.trim()).toBeTruthy();
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s is translated, not copied from English', (lang) => {
    const english = catalog('en');
    const messages = catalog(lang);
    const copied = ERROR_CODES.filter((code) => messages[code] === english[code]);
    expect(copied).toEqual([]);
  });
});
