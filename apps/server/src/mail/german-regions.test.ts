import { formatLocale, regionOverlays } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LABELS, documentLabels, LABEL_REGION_OVERLAYS } from '../kernel/document-labels.js';
import { ACCOUNT_MESSAGES, ACCOUNT_REGION_OVERLAYS, buildAccountMail } from './account-mail.js';
import { buildConfirmationMail, type ConfirmationMailInput } from './confirmation-mail.js';
import { MAIL_MESSAGES, MAIL_REGION_OVERLAYS } from './mail-messages.js';
import { PAY_PAGE_LABELS, PAY_PAGE_REGION_OVERLAYS } from '../payments/providers/test-provider/pay-page-labels.js';
import { TEST_BRAND } from '../test-support/mail-brand.js';

/** A goods order of a museum in `country`, in German, delivered to Berlin. */
const confirmation = (country: string): ConfirmationMailInput => ({
  lang: 'de',
  locale: formatLocale('de', country),
  brand: TEST_BRAND,
  orderNumber: 42,
  addressee: { salutation: 'ms', firstName: 'Ada', lastName: 'Lovelace' },
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  totalCents: 3600,
  downloadUrl: 'https://shop.example.org/api/de/order/42/tickets.pdf?key=k',
  wallet: null,
  reviewUrl: 'https://shop.example.org/de/order-review/token',
  lines: [{ name: 'Plakat', title: '', count: 1, datetime: null, totalCents: 2700, facts: [] }],
  documents: [],
  shippingCents: 900,
  delivery: ['Ada Lovelace', 'Seeweg 1', '10115 Berlin', 'Deutschland'],
  vouchers: [],
  calendar: false,
  invoice: false,
  reference: null,
});

/** Swiss spellings and words that standard German writes otherwise. */
const SWISS_ONLY = /MWST|\bTotal\b|\b[Aa]n Lager\b|schliess|Strasse|grösse|gross\b|Grüsse|ausserhalb/;

describe('German mails, documents and the payment page follow the museum region (DESIGN.md "Formats")', () => {
  it.each([
    ['CH', 'Freundliche Grüsse', 'Freundliche Grüße', 'MWST', 'MwSt.'],
    ['DE', 'Freundliche Grüße', 'Freundliche Grüsse', 'MwSt.', 'MWST'],
    ['AT', 'Freundliche Grüße', 'Freundliche Grüsse', 'MwSt.', 'MWST'],
  ])('a museum in %s signs with "%s" (not "%s") and prints "%s" (not "%s")', async (country, signature, notSignature, vat, notVat) => {
    const order = await buildConfirmationMail(confirmation(country));
    expect(order.text).toContain(signature);
    expect(order.text).not.toContain(notSignature);
    const account = await buildAccountMail({ kind: 'welcome' }, { lang: 'de', address: 'ada@example.org', addressee: { salutation: 'ms', firstName: 'Ada', lastName: 'Lovelace' } }, { museum: 'Testmuseum', brand: TEST_BRAND, support: 'help@example.org', country });
    expect(account.text).toContain(signature);
    expect(account.text).not.toContain(notSignature);
    const labels = documentLabels('de', formatLocale('de', country));
    expect(labels.vat_rate).toBe(vat);
    expect(Object.values(labels).join(' ')).not.toContain(notVat);
  });

  it.each([
    ['CH', 'MWST-Nr.'],
    ['DE', 'USt-IdNr.'],
    ['LU', 'USt-IdNr.'],
    ['AT', 'UID-Nr.'],
  ])('a museum in %s names its VAT number "%s" on the invoice', (country, label) => {
    expect(documentLabels('de', formatLocale('de', country)).vat_number).toBe(label);
  });

  it('gives Austria only what it writes differently from Germany', () => {
    const austrian = documentLabels('de', formatLocale('de', 'AT'));
    const german = documentLabels('de', formatLocale('de', 'DE'));
    expect(Object.keys(austrian).filter((key) => austrian[key as keyof typeof austrian] !== german[key as keyof typeof german])).toEqual(['vat_number']);
  });

  it.each([
    ['CH', 'Sehr geehrte Frau Lovelace', 'Vielen Dank für Ihre Bestellung.'],
    ['DE', 'Sehr geehrte Frau Lovelace,', 'vielen Dank für Ihre Bestellung.'],
  ])('a museum in %s opens its letters as the region writes them: "%s" then "%s"', async (country, greeting, opening) => {
    for (const mail of [
      await buildConfirmationMail(confirmation(country)),
      await buildAccountMail({ kind: 'welcome' }, { lang: 'de', address: 'ada@example.org', addressee: { salutation: 'ms', firstName: 'Ada', lastName: 'Lovelace' } }, { museum: 'Testmuseum', brand: TEST_BRAND, support: 'help@example.org', country }),
    ]) {
      const [first, , second] = mail.text.split('\n');
      expect(first).toBe(greeting);
      expect(second).toMatch(new RegExp(`^${opening.split(' ')[0]} `));
    }
  });

  it('leaves other languages in a German museum as they are', async () => {
    expect(documentLabels('fr', 'fr-DE')).toBe(DOCUMENT_LABELS.fr);
    expect((await buildConfirmationMail({ ...confirmation('DE'), lang: 'en', locale: 'en-DE' })).text).toContain(MAIL_MESSAGES.en.signature.replace('{museum}', 'Testmuseum'));
  });

  const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  it.each([
    ['mail messages', MAIL_MESSAGES.de, MAIL_REGION_OVERLAYS],
    ['account mail messages', ACCOUNT_MESSAGES.de, ACCOUNT_REGION_OVERLAYS],
    ['document labels', DOCUMENT_LABELS.de, LABEL_REGION_OVERLAYS],
    ['payment page labels', PAY_PAGE_LABELS.de, PAY_PAGE_REGION_OVERLAYS],
  ] as const)('each overlay of the %s changes only texts of the base catalog and keeps their placeholders', (_name, base, overlays) => {
    for (const [overlay, texts] of Object.entries(overlays)) {
      // What the overlay lies over: the base and the overlays before it (de-AT lies over de-DE).
      const under: Record<string, string> = Object.assign({}, base, ...regionOverlays(overlay).slice(0, -1).map((below) => overlays[below]));
      for (const [key, text] of Object.entries(texts)) {
        expect(Object.keys(base), `${overlay} ${key}`).toContain(key);
        expect(placeholders(text), `${overlay} ${key}`).toEqual(placeholders(under[key]));
        expect(text, `${overlay} ${key}`).not.toBe(under[key]);
        expect(String(text), `${overlay} ${key}`).not.toMatch(SWISS_ONLY);
      }
    }
    for (const [key, text] of Object.entries(base)) {
      if (SWISS_ONLY.test(String(text))) expect(overlays['de-DE'], `de ${key}`).toHaveProperty([key]);
    }
  });
});
