import { LANGUAGES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { buildConfirmationMail, type ConfirmationMailInput } from './confirmation-mail.js';
import { MAIL_MESSAGES } from './mail-messages.js';
import { buildReservedMail } from './reserved-mail.js';

const REVIEW = 'https://shop.example.org/de/order-review/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const input = (documents: ConfirmationMailInput['documents']): ConfirmationMailInput => ({
  lang: 'de',
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
    expect(mail.text).toContain('Wir halten sie bis Montag, 7. Dezember 2026, 23:59 Uhr für Sie reserviert.');
    expect(mail.text).toMatch(/Offener Betrag: 36,00\sCHF/);
    expect(mail.text).toContain(`Bitte bezahlen Sie bis dahin online: ${REVIEW}`);
    expect(mail.html).toContain(`<a href="${REVIEW}">Bitte bezahlen Sie bis dahin online</a>`);
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
