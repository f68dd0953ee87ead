import { LANGUAGES } from '@foyer/contract';
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

const doc = (tickets: PdfTicket[]): TicketDocument => ({
  museumName: 'Museum Seeburg',
  orderNumber: 42,
  lang: 'de',
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  brandColor: '#1d3557',
  tickets,
});

describe('renderTicketsPdf', () => {
  it('shows museum, event, museum-time date and time, type, price, VAT portion, order and the code, in the order language', async () => {
    const text = pdfText(await renderTicketsPdf(doc([ticket('1234567890123456', true)])));
    for (const expected of ['Museum Seeburg', 'Sonderausstellung', 'Dienstag, 14. Mai 2030', 'Uhrzeit: 10:30', 'Ticketart: Erwachsene', 'Bestellung: 42', '1234567890123456']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Preis: (CHF\s24\.00|24,00\sCHF)/);
    expect(text).toMatch(/inkl\. 8,1 % MWST: (CHF\s1\.80|1,80\sCHF)/);
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
