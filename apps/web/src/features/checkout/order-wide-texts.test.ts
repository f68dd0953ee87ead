import { describe, expect, it } from 'vitest';

type CheckoutTexts = { result: { accepted: string; acceptedHeading: string } };
const catalogs = import.meta.glob<CheckoutTexts>('../../locales/*/checkout.json', { eager: true, import: 'default' });

/** The words for tickets in each language: a screen every paid order may reach must not promise them to a poster order. */
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

describe('the screen after an accepted payment, which any order may reach', () => {
  it.each(Object.keys(TICKET_WORDS))('%s asks to complete the order without naming tickets', (lang) => {
    const catalog = catalogs[`../../locales/${lang}/checkout.json`];
    expect(catalog).toBeDefined();
    for (const text of [catalog?.result.acceptedHeading, catalog?.result.accepted]) {
      expect(text?.trim()).not.toBe('');
      expect(text).not.toMatch(TICKET_WORDS[lang] ?? /^$/);
    }
  });
});
