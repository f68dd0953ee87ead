import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { pdfText } from '../test-support/pdf-text.js';
import { loadLogo } from './museum-identity.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderTicketsPdf, type PdfTicket } from './ticket-pdf.js';

const ticket: PdfTicket = {
  barcode: '1234567890123456',
  eventName: 'Parc du lac',
  ticketName: 'Adultes',
  datetime: '2030-05-14T12:00:00.000Z',
  endsAt: '2030-05-14T13:00:00.000Z',
  venue: 'Pavillon du parc',
  priceCents: 1200,
  vatBp: 810,
  separate: false,
};

describe('French punctuation in ticket PDFs', () => {
  it('prints a tour question that ends in a narrow no-break space and "?" without a stray slash', async () => {
    const pdf = await renderTicketsPdf({
      museum: { name: 'Musée Seeburg', street: 'Uferweg 12', zipCity: '8712 Seeburg', country: 'Suisse', email: 'info@museum-seeburg.example', phone: '+41 44 555 12 12', vatNumber: 'CHE-123.456.789 TVA', logo: await loadLogo(resolveFromRoot('demo/images'), 'logo.svg') },
      orderNumber: 42,
      lang: 'fr',
      locale: formatLocale('fr', 'CH'),
      timeZone: 'Europe/Zurich',
      currency: 'CHF',
      brandColor: '#1d3557',
      tickets: [],
      visits: [{ name: 'Balade nature', title: 'Parc du lac', datetime: '2030-05-14T12:00:00.000Z', endsAt: '2030-05-14T13:00:00.000Z', place: 'Pavillon du parc', placeLabel: 'Point de rendez-vous', facts: [{ title: 'Vos réponses', entries: [{ label: 'Venez-vous avec une poussette\u202f?', value: 'Oui' }] }], tickets: [ticket] }],
    });
    const text = pdfText(pdf).replace(/\u00a0/g, ' ');
    expect(text).toContain('Venez-vous avec une poussette ? : Oui');
    expect(text).not.toContain('/?');
  });

  it('prints the invoice\'s sums, a French thousands space and a voucher\'s minus without stray characters', async () => {
    const pdf = await renderInvoicePdf({
      museum: { name: 'Musée Seeburg', street: 'Uferweg 12', zipCity: '8712 Seeburg', country: 'Suisse', email: 'info@museum-seeburg.example', phone: '+41 44 555 12 12', vatNumber: 'CHE-123.456.789 TVA', logo: null },
      brandColor: '#1d3557',
      orderNumber: 42,
      lang: 'fr',
      locale: formatLocale('fr', 'CH'),
      currency: 'CHF',
      invoiceDay: '2030-05-14',
      dueDay: null,
      billedTo: ['Ada Lovelace', 'Seeweg 1', '8000 Zurich'],
      rows: [{ description: 'Catalogue relié', detail: null, quantity: 1, unitPriceCents: 123450, vatBp: 260 }],
      totalCents: 123450,
      vouchers: [{ code: 'RKN3-NPAA-XUTY-RF77', appliedCents: 5000 }],
      paidCents: 118450,
      yourReference: null,
    });
    const text = pdfText(pdf).replace(/\u00a0/g, ' ');
    expect(text).toContain('1 234,50 CHF');
    expect(text).toContain('–50,00 CHF');
    expect(text).toContain('1 184,50 CHF');
    expect(text).not.toMatch(/ \/|"/);
  });
});
