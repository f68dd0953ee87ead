import { LANGUAGES } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { buildConfirmationMail, type ConfirmationMailInput } from './confirmation-mail.js';
import { greetingLine, type Addressee } from './greeting.js';
import { MAIL_MESSAGES } from './mail-messages.js';
import { buildReservedMail } from './reserved-mail.js';
import { visitDate } from '../kernel/museum-format.js';
import { EXPECTED_FORMATS } from '../test-support/expected-formats.js';
import { TEST_BRAND } from '../test-support/mail-brand.js';

const REVIEW = 'https://shop.example.org/de/order-review/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const input = (documents: ConfirmationMailInput['documents']): ConfirmationMailInput => ({
  lang: 'de',
  locale: 'de-CH',
  brand: TEST_BRAND,
  orderNumber: 42,
  addressee: { salutation: 'ms', firstName: 'Ada', lastName: 'Lovelace' },
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  totalCents: 3600,
  downloadUrl: 'https://shop.example.org/api/de/order/42/tickets.pdf?key=k',
  wallet: null,
  reviewUrl: REVIEW,
  lines: [{ name: 'Erwachsene', title: 'Sammlung', count: 2, datetime: '2026-12-05T10:00:00+01:00', totalCents: 3600, facts: [] }],
  documents,
  shippingCents: documents.length === 0 ? 900 : null,
  delivery: documents.length === 0 ? ['Ada Lovelace', 'Seeweg 1', '8000 Zürich', 'Schweiz'] : null,
  vouchers: [],
  calendar: documents.length > 0,
  invoice: false,
  reference: null,
});

const TICKETS: ConfirmationMailInput['documents'] = ['admission-tickets'];
const MIXED: ConfirmationMailInput['documents'] = ['admission-tickets', 'pass-cards', 'gift-vouchers'];

describe('order mails', () => {
  it.each([['tickets', TICKETS], ['documents', MIXED], ['goods', []]] as const)('the %s confirmation links to the order review page', async (_, documents) => {
    const mail = await buildConfirmationMail(input([...documents]));
    expect(mail.text).toContain(`Ihre Bestellung können Sie jederzeit online einsehen: ${REVIEW}`);
    expect(mail.html).toContain(`href="${REVIEW}"`);
    expect(mail.html).toContain('Bestellung ansehen');
  });

  it.each(LANGUAGES)('in %s the confirmation offers the wallets under the PDF, black as their badges, in both parts', async (lang) => {
    const wallet = { apple: 'https://shop.example.org/api/x/order/42/wallet/apple?key=k', google: 'https://shop.example.org/api/x/order/42/wallet/google?key=k' };
    const mail = await buildConfirmationMail({ ...input(TICKETS), lang, locale: formatLocale(lang, 'CH'), wallet });
    const m = MAIL_MESSAGES[lang];
    expect(mail.text).toContain(m.appleWallet.replace('{link}', wallet.apple));
    expect(mail.text).toContain(m.googleWallet.replace('{link}', wallet.google));
    const apple = mail.html.indexOf(`href="${wallet.apple}"`);
    expect(apple).toBeGreaterThan(mail.html.indexOf('tickets.pdf?key=k'));
    expect(mail.html.slice(apple, apple + 600)).toMatch(/background:#000000/);
    expect(mail.html).toContain(m.buttonGoogleWallet);
  });

  it('offers only the wallet the museum configured, and none without', async () => {
    const google = await buildConfirmationMail({ ...input(TICKETS), wallet: { apple: null, google: 'https://shop.example.org/g' } });
    expect(google.html).toContain(MAIL_MESSAGES.de.buttonGoogleWallet);
    expect(google.html).not.toContain(MAIL_MESSAGES.de.buttonAppleWallet);
    const none = await buildConfirmationMail(input(TICKETS));
    expect(none.text).not.toContain('Wallet');
  });

  it.each([
    ['de', 'ms', 'Sehr geehrte Frau Müller'],
    ['de', 'mr', 'Sehr geehrter Herr Müller'],
    ['de', 'mx', 'Guten Tag Anna Müller'],
    ['de', null, 'Guten Tag Anna Müller'],
    ['en', 'ms', 'Dear Ms Müller,'],
    ['en', 'mr', 'Dear Mr Müller,'],
    ['en', null, 'Dear Anna Müller,'],
    ['fr', 'ms', 'Bonjour Madame Müller,'],
    ['fr', 'mr', 'Bonjour Monsieur Müller,'],
    ['fr', 'mx', 'Bonjour Anna Müller,'],
    ['it', 'ms', 'Gentile signora Müller,'],
    ['it', 'mr', 'Gentile signor Müller,'],
    ['it', null, 'Gentile Anna Müller,'],
    ['es', 'ms', 'Estimada señora Müller:'],
    ['es', 'mr', 'Estimado señor Müller:'],
    ['es', null, 'Buenos días, Anna Müller:'],
    ['nl', 'ms', 'Geachte mevrouw Müller,'],
    ['nl', 'mr', 'Geachte heer Müller,'],
    ['nl', 'mx', 'Beste Anna Müller,'],
    ['sv', 'ms', 'Hej Anna,'],
    ['sv', null, 'Hej Anna,'],
    ['da', 'mr', 'Hej Anna,'],
    ['da', null, 'Hej Anna,'],
  ] as const)('%s greets salutation %s as "%s"', (lang, salutation, expected) => {
    expect(greetingLine(MAIL_MESSAGES[lang], { salutation, firstName: 'Anna', lastName: 'Müller' })).toBe(expected);
  });

  it('greets by the name there is when a salutation has no last name to go with', () => {
    const noLastName: Addressee = { salutation: 'ms', firstName: 'Anna', lastName: ' ' };
    expect(greetingLine(MAIL_MESSAGES.de, noLastName)).toBe('Guten Tag Anna');
    expect(greetingLine(MAIL_MESSAGES.sv, { salutation: null, firstName: '', lastName: 'Svensson' })).toBe('Hej Svensson,');
  });

  it('the confirmation greets as the customer chose and names the calendar file and the invoice it carries, in German and Italian', async () => {
    const german = await buildConfirmationMail({ ...input(TICKETS), invoice: true });
    expect(german.text.split('\n')[0]).toBe('Sehr geehrte Frau Lovelace');
    expect(german.text).toContain('Mit der angehängten Kalenderdatei (.ics) tragen Sie Ihren Besuch in Ihren Kalender ein.');
    expect(german.text).toContain('Wie gewünscht finden Sie Ihre Rechnung als PDF im Anhang.');
    expect(german.html).toContain('Sehr geehrte Frau Lovelace</div>');
    expect([german.calendarFilename, german.invoiceFilename]).toEqual(['besuch-42.ics', 'rechnung-42.pdf']);
    const italian = await buildConfirmationMail({ ...input([]), lang: 'it', addressee: { salutation: 'mr', firstName: 'Mario', lastName: 'Rossi' } });
    expect(italian.text.split('\n')[0]).toBe('Gentile signor Rossi,');
    expect(italian.text).not.toContain('.ics');
    expect(italian.text).not.toContain('fattura');
  });

  it('the reservation says what is due, until when on the museum clock, where to pay, and that the invoice is attached', async () => {
    const until = '2026-12-07T22:59:59.000Z';
    const mail = await buildReservedMail({ ...input(TICKETS), dueCents: 3600, reservedUntil: until });
    expect(mail.subject).toBe('Ihre Reservierung bei Testmuseum – Bestellung 42');
    expect(mail.text).toContain(`Wir halten sie bis ${visitDate(until, 'de-CH', 'Europe/Zurich')}, 23:59 Uhr für Sie reserviert.`);
    expect(mail.text).toContain('Offener Betrag: CHF\u00a036.00');
    expect(mail.text).toContain(`Bitte bezahlen Sie bis dahin online: ${REVIEW}`);
    expect(mail.text).toContain('Die Rechnung finden Sie als PDF im Anhang.');
    expect(mail.html).toContain(`href="${REVIEW}"`);
    expect(mail.html).toContain('Jetzt online bezahlen');
    expect(mail.invoiceFilename).toBe('rechnung-42.pdf');
  });

  /** Two tickets for 1234.50 at 14:30 on the museum's clock; no-break spaces read as plain ones. */
  it.each(EXPECTED_FORMATS)('the %s confirmation writes %s (or %s) and the visit at %s on %s, each row one template of the language', async (lang, chf, eur, time, date) => {
    const visit = '2027-03-05T13:30:00Z';
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const lines = [{ name: 'Erwachsene', title: 'Sammlung', count: 2, datetime: visit, totalCents: 123450, facts: [] }];
      const mail = await buildConfirmationMail({ ...input(TICKETS), lang, locale: formatLocale(lang, 'CH'), currency, lines, totalCents: 123450 });
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      const m = MAIL_MESSAGES[lang];
      const text = plain(mail.text);
      expect(text).toContain(`- ${plain(m.itemAmount.replace('{item}', '2 × Erwachsene – Sammlung').replace('{amount}', amount))}\n`);
      expect(text).toContain(`  ${plain(m.itemWhen.replace('{date}', date).replace('{time}', time))}\n`);
      expect(text).toContain(plain(m.sumRow.replace('{label}', m.total).replace('{amount}', amount)));
      // No double colon, and the language's connector of date and time ("Uhr", "à", "ore", "kl.").
      expect(text).not.toMatch(/\d\d:\d\d\s?:/);
      expect(text).not.toMatch(/\d:\d\d\s?[AP]M/);
    }
  });

  it.each([
    ['de', '05.03.2027, 14:30 Uhr'],
    ['fr', '05.03.2027 à 14:30'],
    ['it', '05.03.2027, ore 14:30'],
    ['da', '05.03.2027 kl. 14.30'],
    ['sv', '05.03.2027 kl. 14:30'],
  ] as const)('%s joins date and time with its own word: %s', async (lang, expected) => {
    const date = visitDate('2027-03-05T13:30:00Z', formatLocale(lang, 'CH'), 'Europe/Zurich');
    const lines = [{ name: 'Erwachsene', title: '', count: 1, datetime: '2027-03-05T13:30:00Z', totalCents: 2200, facts: [] }];
    const mail = await buildConfirmationMail({ ...input(TICKETS), lang, locale: formatLocale(lang, 'CH'), lines, totalCents: 2200 });
    expect(mail.text).toContain(expected.replace('05.03.2027', date));
  });

  it.each(LANGUAGES)('%s has every text of the reservation and the review link, each with its placeholders', (lang) => {
    const m = MAIL_MESSAGES[lang];
    expect(m.review).toContain('{link}');
    expect(m.reservedPay).toContain('{link}');
    expect(m.reservedThanks).toContain('{date}');
    expect(m.reservedThanks).toContain('{time}');
    expect(m.reservedDue.trim()).not.toBe('');
    expect(m.reservedInvoice.trim()).not.toBe('');
    expect(m.reservedSubject).toMatch(/\{museum\}.*\{order\}/);
    expect(m.reservedLapse.trim()).not.toBe('');
  });
});
