import { TICKET_WORDS } from '@foyer/domain/test-support';
import { describe, expect, it } from 'vitest';

type AccountTexts = { guest: { intro: string; emailHint: string }; register: { emailHint: string } };
type CheckoutTexts = { result: { accepted: string; acceptedHeading: string } };
const account = import.meta.glob<AccountTexts>('./*/account.json', { eager: true, import: 'default' });
const checkout = import.meta.glob<CheckoutTexts>('./*/checkout.json', { eager: true, import: 'default' });

/** The customer forms (the e-mail address is for the confirmation) and the screen after an accepted payment. */
const orderWideTexts = (lang: string): (string | undefined)[] => {
  const forms = account[`./${lang}/account.json`];
  const result = checkout[`./${lang}/checkout.json`]?.result;
  return [forms?.guest.intro, forms?.guest.emailHint, forms?.register.emailHint, result?.acceptedHeading, result?.accepted];
};

describe('texts that every order passes, whatever it holds', () => {
  it.each(Object.keys(TICKET_WORDS) as (keyof typeof TICKET_WORDS)[])('%s names no tickets', (lang) => {
    for (const text of orderWideTexts(lang)) {
      expect(text?.trim()).toBeTruthy();
      expect(text).not.toMatch(TICKET_WORDS[lang]);
    }
  });
});
