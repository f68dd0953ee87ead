import { LANGUAGES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND } from '../test-support/mail-brand.js';
import { ACCOUNT_MESSAGES, buildAccountMail, maskEmail, type AccountEvent } from './account-mail.js';

const shop = { museum: 'Testmuseum', support: 'help@museum.example.org', brand: TEST_BRAND, country: 'CH' };
const FOOT = '--\nTestmuseum\nUferweg 12, 8712 Seeburg\ninfo@museum.example.org · +41 44 555 12 12';
const to = { lang: 'en' as const, address: 'grace@example.org', addressee: { salutation: null, firstName: 'Grace', lastName: 'Hopper' } };
const EVENTS: AccountEvent[] = [
  { kind: 'welcome' },
  { kind: 'passwordReset', link: 'https://shop.example.org/en/recover/abc', minutes: 60 },
  { kind: 'passwordChanged' },
  { kind: 'emailChanged', newEmail: 'new@example.org' },
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('account mail texts', () => {
  it.each(LANGUAGES)('%s has every text, translated, with the placeholders of the English one', async (lang) => {
    const messages: Record<string, string> = ACCOUNT_MESSAGES[lang];
    expect(Object.keys(messages)).toEqual(Object.keys(ACCOUNT_MESSAGES.en));
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES.en)) {
      expect(messages[key]?.trim(), key).not.toBe('');
      // Each language greets by the name its letters use (Swedish and Danish by first name).
      if (key.startsWith('greeting')) expect(['firstName', 'lastName', 'name'], key).toEqual(expect.arrayContaining(placeholders(messages[key] ?? '')));
      else expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(text));
      if (lang !== 'en') expect(messages[key], key).not.toBe(text);
    }
    for (const event of EVENTS) expect((await buildAccountMail(event, { ...to, lang }, shop)).text).not.toMatch(/\{\w+\}/);
  });
});

describe('buildAccountMail', () => {
  it('writes the reset link on a line of its own with its validity and what to do if it was not asked for', async () => {
    const mail = await buildAccountMail(EVENTS[1] ?? { kind: 'welcome' }, to, shop);
    expect(mail).toMatchObject({ to: 'grace@example.org', subject: 'Reset your password for Testmuseum', attachments: [] });
    expect(mail.text).toBe(
      [
        'Hello Grace Hopper,',
        'We have received a request to reset the password for your customer account. To choose a new password, please open this link:',
        'https://shop.example.org/en/recover/abc',
        'The link is valid for 60 minutes and can be used only once.',
        'If you did not ask for this, you can ignore this e-mail. Your password will stay as it is.',
        'Kind regards\nTestmuseum',
        FOOT,
      ].join('\n\n'),
    );
    expect(mail.html).toContain('href="https://shop.example.org/en/recover/abc"');
    expect(mail.html).toContain('Choose a new password');
  });

  it.each(EVENTS.map((event) => [event.kind, event] as const))('the %s mail has an HTML part in the museum\'s face with the facts of its text part', async (_, event) => {
    const mail = await buildAccountMail(event, { ...to, lang: 'fr' }, shop);
    const html = mail.html ?? '';
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`src="${TEST_BRAND.logoUrl}"`);
    expect(html).toContain(TEST_BRAND.brandColor);
    expect(html).toContain(TEST_BRAND.surfaceColor);
    // Every paragraph of the text part is in the HTML part, as is the museum's address.
    const visible = html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const paragraph of mail.text.split('\n\n').slice(0, -1)) if (!paragraph.startsWith('https://')) expect(visible).toContain(paragraph);
    expect(visible).toContain('Uferweg 12, 8712 Seeburg');
  });

  it('greets without a name when the account has none', async () => {
    expect((await buildAccountMail({ kind: 'welcome' }, { ...to, addressee: { salutation: 'ms', firstName: '', lastName: '' } }, shop)).text.startsWith('Hello,\n\n')).toBe(true);
  });

  it.each([
    ['de', 'ms', 'Sehr geehrte Frau Hopper'],
    ['fr', 'mr', 'Bonjour Monsieur Hopper,'],
    ['it', 'ms', 'Gentile signora Hopper,'],
    ['sv', 'ms', 'Hej Grace!'],
  ] as const)('greets in %s as the customer chose the salutation (%s)', async (lang, salutation, greeting) => {
    const mail = await buildAccountMail({ kind: 'welcome' }, { ...to, lang, addressee: { ...to.addressee, salutation } }, shop);
    expect(mail.text.split('\n\n')[0]).toBe(greeting);
  });

  it('writes Swiss German (ss) in its own words, and names as they are written', async () => {
    const german = { ...to, lang: 'de' as const, addressee: { salutation: null, firstName: 'Grete', lastName: 'Strauß' } };
    const { text } = await buildAccountMail({ kind: 'welcome' }, german, shop);
    expect(text).toContain('Freundliche Grüsse');
    expect(text).toContain('Guten Tag Grete Strauß');
  });

  it.each([
    ['en', 1, 'The link is valid for 1 minute and can be used only once.'],
    ['en', 60, 'The link is valid for 60 minutes and can be used only once.'],
    ['de', 1, 'Der Link ist 1 Minute lang gültig'],
    ['fr', 1, 'Ce lien est valable 1 minute et'],
    ['it', 30, 'Il link è valido per 30 minuti e'],
    ['da', 1, 'Linket er gyldigt i 1 minut og'],
  ] as const)('says how long the reset link is valid in %s, %i minute(s), in the right plural', async (lang, minutes, expected) => {
    const mail = await buildAccountMail({ kind: 'passwordReset', link: 'https://shop.example.org/x', minutes }, { ...to, lang }, shop);
    expect(mail.text).toContain(expected);
  });

  it('tells the old address the new one only in part', async () => {
    expect((await buildAccountMail({ kind: 'emailChanged', newEmail: 'grace.new@example.org' }, to, shop)).text).toContain('changed to g***@example.org.');
    expect(maskEmail('a@b.ch')).toBe('a***@b.ch');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
