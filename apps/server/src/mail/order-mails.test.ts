import { LANGUAGES } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { buildConfirmationMail, type ConfirmationMailInput } from './confirmation-mail.js';
import { MAIL_MESSAGES } from './mail-messages.js';
import { buildReservedMail } from './reserved-mail.js';

const REVIEW = 'https://shop.example.org/de/order-review/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const input = (documents: ConfirmationMailInput['documents']): ConfirmationMailInput => ({
  lang: 'de',
  locale: 'de-CH',
  museumName: 'Testmuseum',
  orderNumber: 42,
  customerName: 'Ada Lovelace',
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  totalCents: 3600,
  downloadUrl: 'https://shop.example.org/api/de/order/42/tickets.pdf?key=k',
  reviewUrl: REVIEW,
  lines: [{ name: 'Erwachsene', title: 'Sammlung', count: 2, datetime: '2026-12-05T10:00:00+01:00', totalCents: 3600, facts: [] }],
  documents,
  shippingCents: documents === 'none' ? 900 : null,
  delivery: documents === 'none' ? ['Ada Lovelace', 'Seeweg 1', '8000 Zürich', 'Schweiz'] : null,
  vouchers: [],
});

describe('order mails', () => {
  it.each(['tickets', 'documents', 'none'] as const)('the %s confirmation links to the order review page', (documents) => {
    const mail = buildConfirmationMail(input(documents));
    expect(mail.text).toContain(`Ihre Bestellung können Sie jederzeit online einsehen: ${REVIEW}`);
    expect(mail.html).toContain(`<a href="${REVIEW}">Ihre Bestellung können Sie jederzeit online einsehen</a>`);
  });

  it('the reservation says what is due, until when on the museum clock, and where to pay', () => {
    const mail = buildReservedMail({ ...input('tickets'), dueCents: 3600, reservedUntil: '2026-12-07T22:59:59.000Z' });
    expect(mail.subject).toBe('Ihre Reservierung bei Testmuseum – Bestellung 42');
    expect(mail.text).toContain('Wir halten sie bis 07.12.2026, 23:59 Uhr für Sie reserviert.');
    expect(mail.text).toContain('Offener Betrag: CHF\u00a036.00');
    expect(mail.text).toContain(`Bitte bezahlen Sie bis dahin online: ${REVIEW}`);
    expect(mail.html).toContain(`<a href="${REVIEW}">Bitte bezahlen Sie bis dahin online</a>`);
  });

  /** Two tickets for 1234.50 at 14:30 on the museum's clock; no-break spaces read as plain ones. */
  it.each([
    ['de', "CHF 1'234.50", "EUR 1'234.50", '14:30'],
    ['en', "CHF 1'234.50", '€1,234.50', '14:30'],
    ['fr', '1 234.50 CHF', '1 234.50 €', '14:30'],
    ['it', 'CHF 1234.50', '€ 1234.50', '14:30'],
    ['nl', 'CHF 1.234,50', '€ 1.234,50', '14:30'],
    ['es', '1234,50 CHF', '1234,50 €', '14:30'],
    ['sv', '1 234,50 CHF', '1 234,50 €', '14:30'],
    ['da', '1.234,50 CHF', '1.234,50 €', '14.30'],
  ] as const)('the %s confirmation writes %s (or %s) and the visit on 05.03.2027 at %s', (lang, chf, eur, time) => {
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const lines = [{ name: 'Erwachsene', title: 'Sammlung', count: 2, datetime: '2027-03-05T13:30:00Z', totalCents: 123450, facts: [] }];
      const mail = buildConfirmationMail({ ...input('tickets'), lang, locale: formatLocale(lang, 'CH'), currency, lines, totalCents: 123450 });
      const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(`2 × Erwachsene – Sammlung, 05.03.2027 ${time}: ${amount}`);
      expect(text).toContain(MAIL_MESSAGES[lang].total.replace('{total}', amount));
      expect(text).not.toMatch(/\d:\d\d\s?[AP]M/);
    }
  });

  it.each(LANGUAGES)('%s has every text of the reservation and the review link, each with its placeholders', (lang) => {
    const m = MAIL_MESSAGES[lang];
    expect(m.review).toContain('{link}');
    expect(m.reservedPay).toContain('{link}');
    expect(m.reservedThanks).toMatch(/\{date\}.*\{time\}/);
    expect(m.reservedDue).toContain('{total}');
    expect(m.reservedSubject).toMatch(/\{museum\}.*\{order\}/);
    expect(m.reservedLapse.trim()).not.toBe('');
  });
});
