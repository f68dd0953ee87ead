import { readFileSync } from 'node:fs';
import { LANGUAGES, type Lang } from '@foyer/contract';
import { formatLocale, formatMoney, formatTime } from '@foyer/domain';
import { describe, expect, it } from 'vitest';

const catalog: unknown = JSON.parse(readFileSync(new URL('../../../../demo/catalog.json', import.meta.url), 'utf8'));

/**
 * Every text of the demo catalog with the language it is written in (a value under a language key) and
 * the field it belongs to. Image descriptions are left out: they say what the picture shows, such as a
 * tag printed "CHF 80".
 */
const texts = (node: unknown, lang: Lang | null = null, field = ''): { lang: Lang; field: string; text: string }[] => {
  if (typeof node === 'string') return lang === null || field === 'alt' ? [] : [{ lang, field, text: node }];
  if (Array.isArray(node)) return node.flatMap((value) => texts(value, lang, field));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (LANGUAGES as readonly string[]).includes(key) ? texts(value, key as Lang, field) : texts(value, lang, key),
  );
};
const ALL = texts(catalog);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The demo museum is in Switzerland and its prices are in francs. */
const localeOf = (lang: Lang) => formatLocale(lang, 'CH');

describe('the demo catalog writes money and times as the interface does (DESIGN.md "Formats")', () => {
  it('has texts in every language to check', () => {
    expect(new Set(ALL.map((entry) => entry.lang))).toEqual(new Set(LANGUAGES));
  });

  it.each(LANGUAGES)('%s: no 12-hour clock', (lang) => {
    for (const { text } of ALL.filter((entry) => entry.lang === lang)) expect(text).not.toMatch(/\b\d{1,2}(?:[.:]\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)/i);
  });

  it.each(LANGUAGES)('%s: every amount in francs reads as the interface writes it (CHF 80.00 in de, 80,00 CHF in sv)', (lang) => {
    const amounts = ALL.filter((entry) => entry.lang === lang).flatMap(({ text }) => [...plain(text).matchAll(/CHF ?\d[\d'.,]*\d|\d[\d'., ]*\d ?CHF|CHF ?\d/g)].map((match) => match[0]));
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) {
      const cents = Number(amount.replace(/\D/g, '')) * (/[.,]\d\d(?: ?CHF)?$/.test(amount) ? 1 : 100);
      expect(amount).toBe(plain(formatMoney(cents, 'CHF', localeOf(lang))));
    }
  });

  it.each(LANGUAGES)('%s: a time of day with minutes uses the interface’s separator (14:30, da 14.30)', (lang) => {
    const separator = formatTime('2027-03-05T13:30:00Z', localeOf(lang), 'Europe/Zurich').slice(2, 3);
    const other = separator === ':' ? '\\.' : ':';
    const withoutMoney = (text: string) => plain(text).replace(/CHF ?\d[\d'.,]*\d|\d[\d'., ]*\d ?CHF/g, '');
    for (const { field, text } of ALL.filter((entry) => entry.lang === lang)) {
      expect(withoutMoney(text), field).not.toMatch(new RegExp(`\\b(?:[01]?\\d|2[0-3])${other}[0-5]\\d\\b`));
    }
  });
});
