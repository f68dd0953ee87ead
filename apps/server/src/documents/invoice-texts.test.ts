import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTitle } from '../test-support/pdf-text.js';
import { documentLabels } from '../kernel/document-labels.js';
import { renderInvoicePdf, vatPercent } from './invoice-pdf.js';
import { partDescription } from './order-invoice.js';

describe('the invoice writes its rows and VAT rates as each language does, in the shop format', () => {
  it.each([
    ['en', 'CH', '8.1%', '2.6%'],
    ['de', 'CH', '8.1\u00a0%', '2.6\u00a0%'],
    ['de', 'DE', '8,1\u00a0%', '2,6\u00a0%'],
    ['fr', 'CH', '8,1\u00a0%', '2,6\u00a0%'],
    ['fr', 'FR', '8,1\u00a0%', '2,6\u00a0%'],
    ['it', 'CH', '8.1%', '2.6%'],
    ['nl', 'NL', '8,1%', '2,6%'],
    ['es', 'ES', '8,1\u00a0%', '2,6\u00a0%'],
    ['sv', 'SE', '8,1\u00a0%', '2,6\u00a0%'],
    ['da', 'DK', '8,1\u00a0%', '2,6\u00a0%'],
  ] as const)('%s in a shop in %s: %j and %j', (lang, country, standard, reduced) => {
    const locale = formatLocale(lang, country);
    const labels = documentLabels(lang, locale);
    expect([vatPercent(810, labels, locale), vatPercent(260, labels, locale)]).toEqual([standard, reduced]);
  });

  it.each([
    ['en', 'Adults – Collection'],
    ['de', 'Erwachsene – Collection'],
    ['fr', 'Adultes – Collection'],
  ] as const)('%s names a part with what it belongs to: %j', (lang, description) => {
    const labels = documentLabels(lang, formatLocale(lang, 'CH'));
    const part = { en: 'Adults', de: 'Erwachsene', fr: 'Adultes' }[lang];
    expect(partDescription(labels, part, 'Collection')).toBe(description);
    expect(partDescription(labels, part, '')).toBe(part);
    expect(partDescription(labels, part, part)).toBe(part);
  });

  const invoicePdf = async (lang: Lang, country: string): Promise<Buffer> =>
    renderInvoicePdf({
        museum: { name: 'Testmuseum', street: 'Museumstrasse 1', zipCity: '8000 Zürich', country: 'Schweiz', email: 'info@museum.example.org', phone: '', vatNumber: null, logo: null },
        brandColor: '#1d3557',
        orderNumber: 42,
        lang,
        locale: formatLocale(lang, country),
        currency: 'EUR',
        invoiceDay: '2030-05-14',
        dueDay: null,
        billedTo: ['Ada Lovelace'],
        rows: [{ description: 'Katalog', detail: null, quantity: 1, unitPriceCents: 3900, vatBp: 810 }],
        totalCents: 3900,
        vouchers: [],
        paidCents: 3900,
        yourReference: null,
      });
  const invoice = async (lang: Lang, country: string): Promise<string> => pdfText(await invoicePdf(lang, country));

  it.each([
    ['en', 'GB', '1\n€39.00\n8.1%\n€39.00\nKatalog'],
    ['de', 'DE', '1\n39,00\u00a0€\n8,1\u00a0%\n39,00\u00a0€\nKatalog'],
    ['fr', 'FR', '1\n39,00\u00a0€\n8,1\u00a0%\n39,00\u00a0€\nKatalog'],
  ] as const)('the %s invoice of a shop in %s prints the row and the VAT table with that rate', async (lang, country, row) => {
    const text = await invoice(lang, country);
    expect(text).toContain(row);
    expect(text.split(row.split('\n')[2] ?? '').length - 1).toBe(2);
  });

  it.each([
    ['de', 'CH', 'Rechnung 42 – Testmuseum'],
    ['fr', 'FR', 'Facture n° 42 – Testmuseum'],
    ['sv', 'SE', 'Faktura 42 – Testmuseum'],
    ['es', 'ES', 'Factura 42 – Testmuseum'],
  ] as const)('the %s invoice of a shop in %s is titled %j in the reader\'s window', async (lang, country, title) => {
    expect(pdfTitle(await invoicePdf(lang, country))).toBe(title);
  });
});
