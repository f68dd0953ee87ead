import { LANGUAGES, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { MAIL_MESSAGES } from '../mail/mail-messages.js';
import { pdfContent, pdfPageCount, pdfPageTexts, pdfText, pdfTitle } from '../test-support/pdf-text.js';
import { DOCUMENT_LABELS, labelled } from '../kernel/document-labels.js';
import { loadLogo, type PdfMuseum } from './museum-identity.js';
import { renderTicketsPdf, type PdfTicket, type PdfVisit, type TicketDocument } from './ticket-pdf.js';
import { EXPECTED_FORMATS } from '../test-support/expected-formats.js';

const ticket = (barcode: string, separate: boolean): PdfTicket => ({
  barcode,
  eventName: 'Sonderausstellung',
  ticketName: 'Erwachsene',
  datetime: '2030-05-14T08:30:00.000Z',
  endsAt: '2030-05-14T09:00:00.000Z',
  venue: 'Hauptgebäude, Oberlichtsaal',
  priceCents: 2400,
  vatBp: 810,
  separate,
});

const museum = async (): Promise<PdfMuseum> => ({
  name: 'Museum Seeburg',
  street: 'Uferweg 12',
  zipCity: '8712 Seeburg',
  country: 'Schweiz',
  email: 'info@museum-seeburg.example',
  phone: '+41 44 555 12 12',
  vatNumber: 'CHE-123.456.789 MWST',
  logo: await loadLogo(resolveFromRoot('demo/images'), 'logo.svg'),
});

const doc = async (tickets: PdfTicket[], extra: Partial<TicketDocument> = {}, lang: Lang = extra.lang ?? 'de', currency = 'CHF'): Promise<TicketDocument> => ({
  museum: await museum(),
  orderNumber: 42,
  lang,
  locale: formatLocale(lang, 'CH'),
  timeZone: 'Europe/Zurich',
  currency,
  brandColor: '#1d3557',
  tickets,
  ...extra,
});

const tour = (tickets: number): PdfVisit => ({
  name: 'Lumière sur le lac',
  title: 'Exposition temporaire',
  datetime: '2030-05-14T12:00:00.000Z',
  endsAt: '2030-05-14T13:15:00.000Z',
  place: 'Foyer, devant la caisse',
  placeLabel: 'Point de rendez-vous',
  facts: [{ title: null, entries: [{ label: 'Participants', value: 'Tout votre groupe' }] }],
  tickets: Array.from({ length: tickets }, (_, index) => ({ ...ticket(String(7000000000000000 + index), false), eventName: 'Lumière sur le lac', ticketName: 'Visite guidée' })),
});

describe('renderTicketsPdf', () => {
  it('shows museum and address, event, museum-time date and time span, venue, type, price, VAT portion, order and the code, in the order language', async () => {
    const text = pdfText(await renderTicketsPdf(await doc([ticket('1234567890123456', true)])));
    for (const expected of [
      'Museum Seeburg',
      'Uferweg 12, 8712 Seeburg',
      'Bestellung 42',
      'Sonderausstellung',
      'Datum: 14.05.2030',
      'Uhrzeit: 10:30–11:00',
      'Ort: Hauptgebäude, Oberlichtsaal',
      'Ticketart: Erwachsene',
      'Bestellung: 42',
      '1234567890123456',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Preis: CHF\u00a024.00');
    expect(text).toContain('inkl. 8.1\u00a0% MWST: CHF\u00a01.80');
  });

  it('draws the museum\'s SVG logo on every page', async () => {
    const pdf = await renderTicketsPdf(await doc([ticket('1111111111111111', true), ticket('2222222222222222', true)]));
    // The logo's disc (#1D4A57, filled) and its wave (#C08A4A, stroked), as pdfkit writes the colours.
    const disc = /0\.1137\d* 0\.2901\d* 0\.3411\d* scn\n\/Gs\d+ gs\nf\n/;
    const wave = /0\.7529\d* 0\.5411\d* 0\.2901\d* SCN\n/;
    const pages = pdfContent(pdf).filter((content) => disc.test(content));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toMatch(wave);
    const withoutLogo = await renderTicketsPdf(await doc([ticket('1111111111111111', true)], { museum: { ...(await museum()), logo: null } }));
    expect(pdfContent(withoutLogo).join('')).not.toMatch(wave);
  });

  it('titles every page of a tour with the tour, and says when, till when and where it meets, in French', async () => {
    const pdf = await renderTicketsPdf(await doc([], { lang: 'fr', visits: [tour(7)] }));
    expect(pdfPageCount(pdf)).toBe(2);
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    // The header draws the order number, museum, address, then the page's title.
    for (const page of pages) expect(page.split('\n').slice(0, 4)).toContain('Lumière sur le lac');
    const text = pdfText(pdf);
    for (const expected of ['Commande n° 42', 'Exposition temporaire', 'Date\u00a0: 14.05.2030', 'Heure\u00a0: 14:00–15:15', 'Point de rendez-vous\u00a0: Foyer, devant la caisse', 'Participants\u00a0: Tout votre groupe', 'Type de billet\u00a0: Visite guidée', '7000000000000006']) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['CH', 'MWST', 'MwSt.'],
    ['DE', 'MwSt.', 'MWST:'],
    ['AT', 'MwSt.', 'MWST:'],
  ])('in a museum in %s a German ticket names the VAT "%s", not "%s"', async (country, vat, notVat) => {
    const text = pdfText(await renderTicketsPdf(await doc([ticket('7777777777777777', true)], { locale: formatLocale('de', country) })));
    expect(text).toContain(`% ${vat}`);
    expect(text).not.toContain(notVat);
  });

  it.each([
    ['de', 'Bestellung 42 – Museum Seeburg'],
    ['it', 'Ordine n. 42 – Museum Seeburg'],
    ['nl', 'Bestelling 42 – Museum Seeburg'],
    ['da', 'Bestilling nr. 42 – Museum Seeburg'],
  ] as const)('titles the %s PDF with the order and the museum: %j', async (lang, title) => {
    expect(pdfTitle(await renderTicketsPdf(await doc([ticket('1234567890123456', true)], { lang })))).toBe(title);
  });

  it('gives each print_separately ticket its own page and lists the others together', async () => {
    const separate = await renderTicketsPdf(await doc([ticket('1111111111111111', true), ticket('2222222222222222', true), ticket('3333333333333333', false), ticket('4444444444444444', false)]));
    expect(pdfPageCount(separate)).toBe(3);
    const listed = await renderTicketsPdf(await doc([ticket('5555555555555555', false), ticket('6666666666666666', false)]));
    expect(pdfPageCount(listed)).toBe(1);
    expect(pdfText(listed)).toContain('6666666666666666');
  });

  /** The ticket costs 1234.50 and starts at 14:30 on the museum's clock; no-break spaces read as plain ones. */
  it.each(EXPECTED_FORMATS)('in %s the ticket prints %s (or %s), %s and %s', async (lang, chf, eur, time, date) => {
    const afternoon: PdfTicket = { ...ticket('7777777777777777', true), datetime: '2027-03-05T13:30:00.000Z', endsAt: null, priceCents: 123450 };
    const labels = DOCUMENT_LABELS[lang];
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const text = plain(pdfText(await renderTicketsPdf(await doc([afternoon], { lang }, lang, currency))));
      expect(text).toContain(plain(labelled(labels, labels.date, date)));
      expect(text).toContain(plain(labelled(labels, labels.time, time)));
      expect(text).toContain(plain(labelled(labels, labels.price, amount)));
      expect(text).not.toMatch(/\d:\d\d\s?[AP]M/);
    }
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
