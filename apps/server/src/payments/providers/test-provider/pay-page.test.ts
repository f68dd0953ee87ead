import type { Lang } from '@foyer/contract';
import { formatLocale, orderStatement } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { PaymentPageView } from '../../payment-view.js';
import { EXPECTED_FORMATS } from '../../../test-support/expected-formats.js';
import { heldUntilText, renderPayPage } from './pay-page.js';

const view = (lang: Lang, currency: string): PaymentPageView => ({
  payment: { id: 'pay_1', status: 'created', amountCents: 123450, currency, providerRef: null, wallet: null },
  needsPayer: false,
  order: { number: 42, lang, locale: formatLocale(lang, 'CH'), holdExpiresAt: new Date(Date.now() + 60_000), timeZone: 'Europe/Zurich' },
  museumName: 'Museum Seeburg',
  theme: { brand: '#1d3557', brandContrast: '#ffffff', surface: '#faf7f2', text: '#1a2429', radiusPx: 8 },
  lines: [{ text: '2 × Erwachsene', amountCents: 123450 }],
  statement: orderStatement({ lineCents: [123450], shippingCents: null, codes: [] }),
  successUrl: 'http://localhost/success',
  cancelUrl: () => 'http://localhost/cancel',
});

describe('the payment page writes amounts in the language plus the museum country', () => {
  it.each(EXPECTED_FORMATS)('%s: %s, or %s', (lang, chf, eur) => {
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const html = renderPayPage(view(lang, currency)).replace(/[\u00a0\u202f]/g, ' ').replaceAll('&#39;', "'");
      expect(html).toContain(`<td>2 × Erwachsene</td><td>${amount}</td>`);
    }
  });
});

const heldView = (holdExpiresAt: string, lang: PaymentPageView['order']['lang']): PaymentPageView => ({
  payment: { id: 'p1', status: 'created', amountCents: 1800, currency: 'CHF', providerRef: null, wallet: null },
  needsPayer: false,
  order: { number: 7, lang, locale: formatLocale(lang, 'CH'), holdExpiresAt: new Date(holdExpiresAt), timeZone: 'Europe/Zurich' },
  museumName: 'Testmuseum',
  theme: { brand: '#000000', brandContrast: '#ffffff', surface: '#ffffff', text: '#000000', radiusPx: 4 },
  lines: [],
  statement: orderStatement({ lineCents: [], shippingCents: null, codes: [] }),
  successUrl: '/en/checkout/success',
  cancelUrl: () => '/en/checkout/failed',
});

describe('the payment page says until when the order is held', () => {
  it.each([
    ['en', '2026-03-14T13:35:00Z', '2026-03-14T13:15:00Z', 'Your order is reserved for you until 14:35.'],
    ['de', '2026-03-14T13:35:00Z', '2026-03-14T13:15:00Z', 'Ihre Bestellung ist bis 14:35 Uhr für Sie reserviert.'],
    ['fr', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Votre commande vous est réservée jusqu’au 28.03.2026 à 23:59.'],
    ['en', '2026-03-14T23:10:00Z', '2026-03-14T22:55:00Z', 'Your order is reserved for you until 15/03/2026 at 00:10.'],
    ['sv', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Din beställning är reserverad åt dig till 2026-03-28 kl. 23:59.'],
    ['nl', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Uw bestelling is tot 28-03-2026, 23:59 uur voor u gereserveerd.'],
    ['es', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Su pedido está reservado para usted hasta el 28/03/2026 a las 23:59.'],
    ['da', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Din bestilling er reserveret til dig indtil 28.03.2026 kl. 23.59.'],
  ] as const)('%s: hold %s, now %s', (lang, until, now, text) => {
    expect(heldUntilText(heldView(until, lang), new Date(now))).toBe(text);
  });
});

/** The table's rows as text and cents, read back from the page as a payer reads it (Swiss German amounts). */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map(([, text = '', amount = '']) => ({
    text,
    cents: Math.round(Number(amount.replaceAll('&#39;', '').replace(/[^\d.-]/g, '')) * 100),
  }));

describe('the payment page adds up line by line', () => {
  it('goods with shipping and a voucher code: lines, subtotal, shipping, total, the code with its dashes, the amount asked for', () => {
    const statement = orderStatement({ lineCents: [8000, 4000], shippingCents: 2400, codes: [{ code: 'RKN3NPAAXUTYRF77', appliedCents: 13100 }] });
    const html = renderPayPage({
      ...view('de', 'CHF'),
      payment: { ...view('de', 'CHF').payment, amountCents: statement.amountDueCents },
      lines: [
        { text: '2 × Plakat', amountCents: 8000 },
        { text: '1 × Katalog', amountCents: 4000 },
      ],
      statement,
    });
    const rows = tableRows(html);
    expect(rows.map((row) => row.text)).toEqual(['2 × Plakat', '1 × Katalog', 'Zwischensumme', 'Versand', 'Total', 'Gutschein RKN3-NPAA-XUTY-RF77', 'Zu zahlender Betrag']);
    const cents = rows.map((row) => row.cents);
    expect(cents[2]).toBe(cents[0]! + cents[1]!);
    expect(cents[4]).toBe(cents[2]! + cents[3]!);
    expect(cents[6]).toBe(cents[4]! + cents[5]!);
    expect(cents[6]).toBe(1300);
  });

  it('tickets alone: no subtotal or shipping row, the total and the amount asked for', () => {
    const rows = tableRows(renderPayPage(view('de', 'CHF')));
    expect(rows.map((row) => row.text)).toEqual(['2 × Erwachsene', 'Total', 'Zu zahlender Betrag']);
    expect(rows.map((row) => row.cents)).toEqual([123450, 123450, 123450]);
  });
});

describe('the payment page writes German as the museum region does (DESIGN.md "Formats")', () => {
  it.each([
    ['CH', 'Total'],
    ['LI', 'Total'],
    ['DE', 'Gesamt'],
    ['AT', 'Gesamt'],
  ])('a museum in %s sums up the order as "%s"', (country, total) => {
    const page = view('de', 'EUR');
    const rows = tableRows(renderPayPage({ ...page, order: { ...page.order, locale: formatLocale('de', country) } }));
    expect(rows.map((row) => row.text)).toEqual(['2 × Erwachsene', total, 'Zu zahlender Betrag']);
  });

  it('leaves other languages in a German museum as they are', () => {
    const page = view('fr', 'EUR');
    const rows = tableRows(renderPayPage({ ...page, order: { ...page.order, locale: formatLocale('fr', 'DE') } }));
    expect(rows.map((row) => row.text)).toEqual(['2 × Erwachsene', 'Total', 'Montant à payer']);
  });
});
