import { LANGUAGES, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../mail/mail-messages.js';
import { pdfPageCount, pdfText } from '../test-support/pdf-text.js';
import { DOCUMENT_LABELS } from './document-labels.js';
import { renderTicketsPdf, type PdfTicket, type TicketDocument } from './ticket-pdf.js';

const ticket = (barcode: string, separate: boolean): PdfTicket => ({
  barcode,
  eventName: 'Sonderausstellung',
  ticketName: 'Erwachsene',
  datetime: '2030-05-14T08:30:00.000Z',
  priceCents: 2400,
  vatBp: 810,
  separate,
});

const doc = (tickets: PdfTicket[], lang: Lang = 'de', currency = 'CHF'): TicketDocument => ({
  museumName: 'Museum Seeburg',
  orderNumber: 42,
  lang,
  locale: formatLocale(lang, 'CH'),
  timeZone: 'Europe/Zurich',
  currency,
  brandColor: '#1d3557',
  tickets,
});

describe('renderTicketsPdf', () => {
  it('shows museum, event, museum-time date and time, type, price, VAT portion, order and the code, in the order language', async () => {
    const text = pdfText(await renderTicketsPdf(doc([ticket('1234567890123456', true)])));
    for (const expected of ['Museum Seeburg', 'Sonderausstellung', 'Datum: 14.05.2030', 'Uhrzeit: 10:30', 'Ticketart: Erwachsene', 'Bestellung: 42', '1234567890123456']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Preis: CHF\u00a024.00');
    expect(text).toContain('inkl. 8.1 % MwSt.: CHF\u00a01.80');
  });

  /** The ticket costs 1234.50 and starts at 14:30 on the museum's clock; no-break spaces read as plain ones. */
  it.each([
    ['de', "CHF 1'234.50", "EUR 1'234.50", '14:30'],
    ['en', "CHF 1'234.50", '€1,234.50', '14:30'],
    ['fr', '1 234.50 CHF', '1 234.50 €', '14:30'],
    ['it', 'CHF 1234.50', '€ 1234.50', '14:30'],
    ['nl', 'CHF 1.234,50', '€ 1.234,50', '14:30'],
    ['es', '1234,50 CHF', '1234,50 €', '14:30'],
    ['sv', '1 234,50 CHF', '1 234,50 €', '14:30'],
    ['da', '1.234,50 CHF', '1.234,50 €', '14.30'],
  ] as const)('in %s the ticket prints %s (or %s), 05.03.2027 and %s', async (lang, chf, eur, time) => {
    const afternoon: PdfTicket = { ...ticket('7777777777777777', true), datetime: '2027-03-05T13:30:00.000Z', priceCents: 123450 };
    const labels = DOCUMENT_LABELS[lang];
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const text = pdfText(await renderTicketsPdf(doc([afternoon], lang, currency))).replace(/\u00a0/g, ' ');
      expect(text).toContain(`${labels.date}: 05.03.2027`);
      expect(text).toContain(`${labels.time}: ${time}`);
      expect(text).toContain(`${labels.price}: ${amount}`);
      expect(text).not.toMatch(/\d:\d\d\s?[AP]M/);
    }
  });

  it('gives each print_separately ticket its own page and lists the others together', async () => {
    const separate = await renderTicketsPdf(doc([ticket('1111111111111111', true), ticket('2222222222222222', true), ticket('3333333333333333', false), ticket('4444444444444444', false)]));
    expect(pdfPageCount(separate)).toBe(3);
    const listed = await renderTicketsPdf(doc([ticket('5555555555555555', false), ticket('6666666666666666', false)]));
    expect(pdfPageCount(listed)).toBe(1);
    expect(pdfText(listed)).toContain('6666666666666666');
  });
});

describe('document and mail texts', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every label, translated', (lang) => {
    for (const catalog of [DOCUMENT_LABELS, MAIL_MESSAGES] as const) {
      const english = catalog.en as Record<string, string>;
      const own = catalog[lang] as Record<string, string>;
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      for (const value of Object.values(own)) expect(value.trim()).not.toBe('');
    }
    expect(DOCUMENT_LABELS[lang].ticket_type).not.toBe(DOCUMENT_LABELS.en.ticket_type);
    expect(MAIL_MESSAGES[lang].thanks).not.toBe(MAIL_MESSAGES.en.thanks);
  });
});
