import { LANGUAGES, type Lang } from '@foyer/contract';
import { formatLocale, formatMoney } from '@foyer/domain';
import { TICKET_WORDS } from '@foyer/domain/test-support';
import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND } from '../test-support/mail-brand.js';
import { expectRowsAddUp, mailRows } from '../test-support/mail-sums.js';
import { buildConfirmationMail, type ConfirmationMailInput } from './confirmation-mail.js';
import { mailMjml, type MailBlock } from './mail-layout.js';
import { buildReservedMail } from './reserved-mail.js';

const order = (lang: Lang, overrides: Partial<ConfirmationMailInput> = {}): ConfirmationMailInput => ({
  lang,
  locale: formatLocale(lang, 'CH'),
  brand: TEST_BRAND,
  orderNumber: 7,
  addressee: { salutation: null, firstName: 'Ada', lastName: 'Lovelace' },
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  totalCents: 3000,
  downloadUrl: 'https://shop.example.org/api/x/tickets.pdf',
  wallet: null,
  reviewUrl: 'https://shop.example.org/x/order-review/t',
  lines: [
    { name: 'Poster', title: '', count: 2, datetime: null, totalCents: 6000, facts: [] },
    { name: 'Catalogue', title: '', count: 1, datetime: null, totalCents: 3500, facts: [] },
  ],
  documents: [],
  shippingCents: 900,
  delivery: ['Ada Lovelace', 'Seeweg 1', '8000 Zürich'],
  vouchers: [
    { code: 'RKN3NPAAXUTYRF77', appliedCents: 5000, remainingCents: 0 },
    { code: 'ACDEFGHJKMNPQRTU', appliedCents: 2400, remainingCents: 2600 },
  ],
  calendar: false,
  invoice: false,
  reference: null,
  ...overrides,
});

/** What a reader reads: links are addresses, not words. */
const words = (text: string): string => text.replace(/https?:\/\/\S+/g, '');

const visible = (html: string): string =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const VOUCHER_WORDS: Record<Lang, RegExp> = {
  de: /gutschein/i,
  en: /voucher/i,
  fr: /\bbons?\b/i,
  it: /\bbuon[oi]\b/i,
  nl: /cadeaubon/i,
  es: /\bvales?\b/i,
  sv: /presentkort/i,
  da: /gavekort/i,
};

describe('order mail contents', () => {
  it.each(LANGUAGES)('%s: the rows lead from the lines to subtotal, shipping, each code with its dashes and the amount paid, and add up', async (lang) => {
    const mail = await buildConfirmationMail(order(lang));
    const rows = expectRowsAddUp(mail.text);
    expect(rows).toEqual({ items: [6000, 3500], sums: [9500, 900, -5000, -2400, 3000] });
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('RKN3-NPAA-XUTY-RF77');
      expect(part).toContain('ACDE-FGHJ-KMNP-QRTU');
      expect(part).not.toContain('RKN3NPAAXUTYRF77');
    }
    const reserved = await buildReservedMail({ ...order(lang), dueCents: 3000, reservedUntil: '2027-03-01T22:59:59Z' });
    expect(expectRowsAddUp(reserved.text).sums.at(-1)).toBe(3000);
  });

  it('a mail whose rows leave out a code does not add up', async () => {
    const mail = await buildConfirmationMail(order('en', { vouchers: [{ code: 'RKN3NPAAXUTYRF77', appliedCents: 5000, remainingCents: 0 }] }));
    expect(() => expectRowsAddUp(mail.text)).toThrow();
    expect(mailRows(mail.text).sums).toEqual([9500, 900, -5000, 3000]);
  });

  it.each(['de', 'fr', 'it'] as const)('the %s HTML part carries the logo, the theme colours and every row of the text part', async (lang) => {
    const mail = await buildConfirmationMail(order(lang));
    expect(mail.html).toContain(`src="${TEST_BRAND.logoUrl}"`);
    for (const color of [TEST_BRAND.brandColor, TEST_BRAND.surfaceColor, TEST_BRAND.textColor]) expect(mail.html).toContain(color);
    const html = visible(mail.html).replace(/[\u00a0\u202f]/g, ' ');
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    for (const row of ['Poster', 'Catalogue', 'Ada Lovelace', 'Seeweg 1', '8000 Zürich', TEST_BRAND.contact[0] ?? '']) {
      expect(text).toContain(row);
      expect(html).toContain(row);
    }
    for (const cents of [6000, 3500, 9500, 900, 5000, 2400, 3000, 2600]) {
      const amount = formatMoney(cents, 'CHF', formatLocale(lang, 'CH')).replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(amount);
      expect(html).toContain(amount);
    }
  });

  it.each(LANGUAGES)('%s: an order of goods names no tickets and no vouchers; the parcel, not the customer, leaves the museum', async (lang) => {
    const mail = await buildConfirmationMail(order(lang, { vouchers: [], totalCents: 10400 }));
    for (const part of [mail.subject, words(mail.text), visible(mail.html)]) {
      expect(part).not.toMatch(TICKET_WORDS[lang]);
      expect(part).not.toMatch(VOUCHER_WORDS[lang]);
    }
  });

  it.each(LANGUAGES)('%s: a pass-only order names no tickets and no vouchers', async (lang) => {
    const lines = [{ name: 'Annual pass', title: '', count: 1, datetime: null, totalCents: 9000, facts: [] }];
    const mail = await buildConfirmationMail(order(lang, { lines, documents: ['pass-cards'], shippingCents: null, delivery: null, vouchers: [], totalCents: 9000 }));
    for (const part of [mail.subject, words(mail.text), visible(mail.html)]) {
      expect(part).not.toMatch(TICKET_WORDS[lang]);
      expect(part).not.toMatch(VOUCHER_WORDS[lang]);
    }
  });

  it.each(LANGUAGES)('%s: a gift-voucher order names no tickets, and the voucher as a gift', async (lang) => {
    const lines = [{ name: 'Gift', title: '', count: 1, datetime: null, totalCents: 5000, facts: [] }];
    const mail = await buildConfirmationMail(order(lang, { lines, documents: ['gift-vouchers'], shippingCents: null, delivery: null, vouchers: [], totalCents: 5000 }));
    expect(words(mail.text)).not.toMatch(TICKET_WORDS[lang]);
    expect(words(mail.text)).toMatch(VOUCHER_WORDS[lang]);
  });
});

describe('the mail layout', () => {
  it('is valid MJML with every kind of block, with and without a logo', async () => {
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: 'Hello\nthere' },
      { kind: 'heading', text: 'Your order 7' },
      { kind: 'note', text: 'Your reference: PO-1' },
      { kind: 'items', items: [{ text: '2 × Poster', amount: 'CHF 60.00', line: '2 × Poster: CHF 60.00', details: ['05.03.2027, 14:30'] }] },
      { kind: 'sums', sums: [{ label: 'Total paid', amount: 'CHF 60.00', text: 'Total paid: CHF 60.00', strong: true }] },
      { kind: 'button', label: 'View your order', url: 'https://shop.example.org/review?a=1&b=2', text: 'https://shop.example.org/review?a=1&b=2' },
    ];
    for (const brand of [TEST_BRAND, { ...TEST_BRAND, logoUrl: null }]) {
      const { errors } = await mjml2html(mailMjml('en', brand, 'Subject <&>', 'Preview', blocks), { validationLevel: 'strict' });
      expect(errors).toEqual([]);
    }
  });
});
