import { describe, expect, it } from 'vitest';

type AccountTexts = { guest: { intro: string; emailHint: string }; register: { emailHint: string } };
const catalogs = import.meta.glob<AccountTexts>('../../locales/*/account.json', { eager: true, import: 'default' });

/** The words for tickets in each language: a form every order passes must not promise them to a poster order. */
const TICKET_WORDS: Record<string, RegExp> = {
  de: /ticket|eintritt/i,
  en: /ticket/i,
  fr: /billet/i,
  it: /bigliett/i,
  nl: /ticket|kaartje/i,
  es: /entrada/i,
  sv: /biljett/i,
  da: /billet/i,
};

describe('the customer forms every order passes', () => {
  it.each(Object.keys(TICKET_WORDS))('%s asks for the e-mail address without naming tickets', (lang) => {
    const catalog = catalogs[`../../locales/${lang}/account.json`];
    expect(catalog).toBeDefined();
    for (const text of [catalog?.guest.intro, catalog?.guest.emailHint, catalog?.register.emailHint]) {
      expect(text?.trim()).not.toBe('');
      expect(text).not.toMatch(TICKET_WORDS[lang] ?? /^$/);
    }
  });
});
