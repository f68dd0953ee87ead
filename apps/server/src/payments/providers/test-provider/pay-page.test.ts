import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../payment-view.js';
import { renderPayPage } from './pay-page.js';

const view = (lang: Lang, currency: string): PaymentView => ({
  payment: { id: 'pay_1', status: 'created', amountCents: 123450, currency, providerRef: null, wallet: null },
  order: { number: 42, lang, locale: formatLocale(lang, 'CH'), holdExpiresAt: new Date(Date.now() + 60_000) },
  museumName: 'Museum Seeburg',
  theme: { brand: '#1d3557', brandContrast: '#ffffff', surface: '#faf7f2', text: '#1a2429', radiusPx: 8 },
  lines: [{ text: '2 × Erwachsene', amountCents: 123450 }],
  successUrl: 'http://localhost/success',
  cancelUrl: () => 'http://localhost/cancel',
});

describe('the payment page writes amounts in the language plus the museum country', () => {
  it.each([
    ['de', "CHF 1'234.50", "EUR 1'234.50"],
    ['en', "CHF 1'234.50", '€1,234.50'],
    ['fr', '1 234.50 CHF', '1 234.50 €'],
    ['it', 'CHF 1234.50', '€ 1234.50'],
    ['nl', 'CHF 1.234,50', '€ 1.234,50'],
    ['es', '1234,50 CHF', '1234,50 €'],
    ['sv', '1 234,50 CHF', '1 234,50 €'],
    ['da', '1.234,50 CHF', '1.234,50 €'],
  ] as const)('%s: %s, or %s', (lang, chf, eur) => {
    for (const [currency, amount] of [['CHF', chf], ['EUR', eur]] as const) {
      const html = renderPayPage(view(lang, currency)).replace(/[\u00a0\u202f]/g, ' ').replaceAll('&#39;', "'");
      expect(html).toContain(`<td>2 × Erwachsene</td><td>${amount}</td>`);
    }
  });
});
