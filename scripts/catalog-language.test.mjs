import { describe, expect, it } from 'vitest';
import { ALLOWED, flags, GLOSSARY, glossaryRules, RULES, texts, violations } from './catalog-language.mjs';

describe('the language of every catalog', () => {
  it('reads every catalog of every language', () => {
    const sources = new Set(texts().map(({ source }) => source.split(' ')[0].replace(/\/\w\w(?=\/|$)/, '')));
    expect([...sources].filter((s) => !s.startsWith('web/'))).toEqual(['mail', 'account-mail', 'office-invitation', 'office-reports', 'slot-change-mail', 'visit-moved-mail', 'shipped-mail', 'staff-mail', 'visitor-csv', 'refund-mail', 'office', 'documents', 'errors', 'field-messages', 'pay-page', 'demo/catalog.json']);
    expect(texts().filter(({ lang }) => lang === 'fr').length).toBeGreaterThan(500);
  });

  it('writes down the terms of every language in docs/glossary.md, each concept with the words it replaces', () => {
    const rules = glossaryRules(GLOSSARY);
    const concepts = ['shop', 'basket', 'ticket', 'slot', 'tour', 'pass', 'holder', 'voucher', 'code', 'order', 'delivery', 'shipping costs', 'log in', 'log out'];
    for (const lang of ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']) {
      const named = new Set(rules.filter((rule) => rule.lang === lang).map((rule) => rule.name.split(' is ')[0].replace(/ \(.*$/, '')));
      expect(concepts.filter((concept) => !named.has(concept)), lang).toEqual([]);
    }
  });

  it('flags a listed alternative as a whole word, with its capital only when written with one', () => {
    const [tegoedbon, login] = glossaryRules('## nl\n| voucher | cadeaubon | `tegoedbon` |\n## en\n| log in | log in | `Login` |');
    expect([tegoedbon.lang, tegoedbon.pattern.test('Betaald met Tegoedbon X'), tegoedbon.pattern.test('tegoedbonnen')]).toEqual(['nl', true, false]);
    expect([login.lang, login.pattern.test('Login'), login.pattern.test('Back to login')]).toEqual(['en', true, false]);
    expect(flags({ ...tegoedbon, lang: 'nl' }, { lang: 'nl', source: 'demo/catalog.json x', text: 'tegoedbon' })).toBe(false);
  });

  it.each(RULES.map((rule) => [`${rule.lang}: ${rule.name}`, rule]))('%s', (_name, rule) => {
    expect(violations(rule)).toEqual([]);
  });

  it('lists in the allow-list only texts a rule still flags', () => {
    const flagged = new Set(texts().flatMap((entry) => RULES.filter((rule) => flags(rule, entry)).map((rule) => `${entry.source}|${rule.name}`)));
    expect([...ALLOWED.keys()].filter((key) => !flagged.has(key))).toEqual([]);
  });
});
