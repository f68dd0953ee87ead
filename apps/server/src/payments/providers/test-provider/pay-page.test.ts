import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../payment-view.js';
import { heldUntilText } from './pay-page.js';

const view = (holdExpiresAt: string, lang: PaymentView['order']['lang']): PaymentView => ({
  payment: { id: 'p1', status: 'created', amountCents: 1800, currency: 'CHF', providerRef: null, wallet: null },
  order: { number: 7, lang, holdExpiresAt: new Date(holdExpiresAt), timeZone: 'Europe/Zurich' },
  museumName: 'Testmuseum',
  theme: { brand: '#000000', brandContrast: '#ffffff', surface: '#ffffff', text: '#000000', radiusPx: 4 },
  lines: [],
  successUrl: '/en/checkout/success',
  cancelUrl: () => '/en/checkout/failed',
});

describe('the payment page says until when the order is held', () => {
  it.each([
    ['en', '2026-03-14T13:35:00Z', '2026-03-14T13:15:00Z', 'Your order is reserved for you until 14:35.'],
    ['de', '2026-03-14T13:35:00Z', '2026-03-14T13:15:00Z', 'Ihre Bestellung ist bis 14:35 Uhr für Sie reserviert.'],
    ['fr', '2026-03-28T22:59:00Z', '2026-03-14T13:15:00Z', 'Votre commande vous est réservée jusqu’au 28.03.2026 à 23:59.'],
    ['en', '2026-03-14T23:10:00Z', '2026-03-14T22:55:00Z', 'Your order is reserved for you until 15.03.2026 at 00:10.'],
  ] as const)('%s: hold %s, now %s', (lang, until, now, text) => {
    expect(heldUntilText(view(until, lang), new Date(now))).toBe(text);
  });
});
