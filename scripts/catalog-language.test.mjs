import { describe, expect, it } from 'vitest';
import { ALLOWED, prose, RULES, texts, violations } from './catalog-language.mjs';

describe('the language of every catalog', () => {
  it('reads every catalog of every language', () => {
    const sources = new Set(texts().map(({ source }) => source.split(' ')[0].replace(/\/\w\w(?=\/|$)/, '')));
    expect([...sources].filter((s) => !s.startsWith('web/'))).toEqual(['mail', 'account-mail', 'documents', 'errors', 'field-messages', 'pay-page', 'demo/catalog.json']);
    expect(texts().filter(({ lang }) => lang === 'fr').length).toBeGreaterThan(500);
  });

  it.each(RULES.map((rule) => [`${rule.lang}: ${rule.name}`, rule]))('%s', (_name, rule) => {
    expect(violations(rule)).toEqual([]);
  });

  it('lists in the allow-list only texts a rule still flags', () => {
    const flagged = new Set(texts().flatMap(({ lang, source, text }) => RULES.filter((r) => r.lang === lang && r.pattern.test(prose(text))).map((r) => `${source}|${r.name}`)));
    expect([...ALLOWED.keys()].filter((key) => !flagged.has(key))).toEqual([]);
  });
});
