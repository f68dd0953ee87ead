import { GIFT_MESSAGE_MAX_LENGTH, RECIPIENT_MAX_LENGTH, type Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../config.js';
import { pdfPageCount, pdfText } from '../test-support/pdf-text.js';
import { compactDay, money, printable } from '../kernel/museum-format.js';
import { loadLogo } from './museum-identity.js';
import { renderTicketsPdf, type TicketDocument } from './ticket-pdf.js';
import { loadVoucherArtwork } from './voucher-artwork.js';

const DEMO_IMAGES = resolveFromRoot('demo/images');

const voucherOrder = async (lang: Lang): Promise<TicketDocument> => ({
  museum: {
    name: 'Museum Seeburg',
    street: 'Uferweg 12',
    zipCity: '8712 Seeburg',
    country: 'Schweiz',
    email: 'info@museum-seeburg.example',
    phone: '+41 44 555 12 12',
    vatNumber: null,
    logo: await loadLogo(DEMO_IMAGES, 'logo.svg'),
  },
  orderNumber: 3,
  lang,
  locale: formatLocale(lang, 'CH'),
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  brandColor: '#1D4A57',
  tickets: [],
  giftVouchers: [
    {
      name: 'Gift voucher CHF 50',
      artwork: await loadVoucherArtwork(DEMO_IMAGES, 'products/voucher-50.svg'),
      code: 'RKN3NPAAXUTYRF77',
      amountCents: 5000,
      validTo: '2029-11-22',
      recipient: 'Giulia',
      message: 'Tanti auguri!',
    },
  ],
});

const WORDS: Record<'de' | 'fr' | 'it', { title: string; order: RegExp }> = {
  de: { title: 'Geschenkgutschein', order: /Bestellung/ },
  fr: { title: 'Bon cadeau', order: /Commande/i },
  it: { title: 'Buono regalo', order: /Ordine/i },
};

describe('the gift voucher page', () => {
  it('draws the catalog artwork of an SVG voucher as an image the PDF can place', async () => {
    const png = await loadVoucherArtwork(DEMO_IMAGES, 'products/voucher-50.svg');
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await loadVoucherArtwork(DEMO_IMAGES, '../package.json')).toBeNull();
    expect(await loadVoucherArtwork(DEMO_IMAGES, 'products/missing.svg')).toBeNull();
  });

  it.each(['de', 'fr', 'it'] as const)('%s: one giftable page with artwork, museum, value, recipient, message, dashed code and validity, no order jargon', async (lang) => {
    const pdf = await renderTicketsPdf(await voucherOrder(lang));
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfText(pdf);
    for (const fact of [WORDS[lang].title, 'MUSEUM SEEBURG', 'Giulia', 'Tanti auguri!', 'RKN3-NPAA-XUTY-RF77', compactDay('2029-11-22', `${lang}-CH`), 'Uferweg 12, 8712 Seeburg']) expect(text).toContain(fact);
    expect(text).toContain(printable(money(5000, 'CHF', formatLocale(lang, 'CH'))));
    expect(text).not.toMatch(WORDS[lang].order);
  });

  it('keeps the longest recipient and message on one page', async () => {
    const order = await voucherOrder('de');
    const [voucher] = order.giftVouchers ?? [];
    if (voucher === undefined) throw new Error('no voucher');
    const longest = { ...voucher, recipient: 'R'.repeat(RECIPIENT_MAX_LENGTH), message: 'Alles Gute zum Geburtstag! '.repeat(12).slice(0, GIFT_MESSAGE_MAX_LENGTH) };
    const pdf = await renderTicketsPdf({ ...order, giftVouchers: [longest, voucher] });
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdfText(pdf)).toContain('RKN3-NPAA-XUTY-RF77');
  });
});
