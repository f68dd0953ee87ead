import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { pdfText } from '../test-support/pdf-text.js';
import { loadLogo } from './museum-identity.js';
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
      tours: [{ name: 'Balade nature', eventName: 'Parc du lac', datetime: '2030-05-14T12:00:00.000Z', endsAt: '2030-05-14T13:00:00.000Z', meetingPoint: 'Pavillon du parc', facts: [{ title: 'Vos réponses', entries: [{ label: 'Venez-vous avec une poussette\u202f?', value: 'Oui' }] }], tickets: [ticket] }],
    });
    const text = pdfText(pdf).replace(/\u00a0/g, ' ');
    expect(text).toContain('Venez-vous avec une poussette ? : Oui');
    expect(text).not.toContain('/?');
  });
});
