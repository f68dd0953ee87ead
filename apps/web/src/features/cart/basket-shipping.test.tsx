import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import type { ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { centsOf, statementRows } from '../../test/statement-rows';
import { OrderSummary } from './order-summary';
import { toVoucherCodeLine } from './voucher-code-line';
import { BasketScreen } from './basket-screen';

const show = (shipping: ShippingState, lang: 'en' | 'de' = 'en') =>
  renderInShop(<BasketScreen shipping={shipping} />, { lang, path: `/${lang}/checkout`, namespaces: ['checkout', 'errors'] });
/** The summary as label → value pairs, spaces normalised. */
const rows = () =>
  [...document.querySelectorAll('.basket-totals > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]);

describe('shipping in the basket summary', () => {
  beforeEach(() => useCartStore.setState({ lines: [adultsLine, mugLine], cartId: null }));

  it('without goods there is no shipping line', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    await show({ status: 'none' });
    expect(rows()).toEqual([['Total', 'CHF 44.00'], ['Including VAT', 'CHF 3.30']]);
  });

  it('shows shipping as its own line and a total that includes it', async () => {
    await show({ status: 'ready', country: 'CH', cost: 900 });
    expect(rows()).toEqual([
      ['Subtotal', 'CHF 80.00'],
      ['Shipping (Switzerland)', 'CHF 9.00'],
      ['Total', 'CHF 89.00'],
      ['Including VAT', 'CHF 6.00'],
    ]);
  });

  it('adds up line by line with shipping and a voucher code, on the basket and beside the payment form alike', async () => {
    const code = toVoucherCodeLine({ id: 501, barcode: 'RKN3NPAAXUTYRF77', name: 'Gift voucher', amount: 7500, used_amount: 0, available_amount: 7500, valid_from: '2026-01-01', valid_to: '2027-12-31' }, 'Voucher');
    useCartStore.setState({ lines: [adultsLine, mugLine, code] });
    const shipping: ShippingState = { status: 'ready', country: 'CH', cost: 900 };
    for (const screenOf of [() => show(shipping), () => renderInShop(<OrderSummary shipping={shipping} />, { path: '/en/checkout?step=payment', namespaces: ['checkout', 'errors'] })]) {
      const view = await screenOf();
      const lineCents = [...document.querySelectorAll('.basket-line .basket-price')].map((price) => centsOf(price.textContent ?? ''));
      const summary = statementRows(document.querySelector('.basket-summary') as HTMLElement);
      expect(summary.map((row) => row.label)).toEqual(['Subtotal', 'Shipping (Switzerland)', 'Total', 'Including VAT', 'Voucher RKN3-NPAA-XUTY-RF77', 'Left to pay']);
      const [subtotal, shippingCents, total, , paidByCode, due] = summary.map((row) => row.cents) as number[];
      expect(subtotal).toBe(lineCents.reduce((sum, cents) => sum + cents, 0));
      expect(total).toBe(subtotal! + shippingCents!);
      expect(due).toBe(total! + paidByCode!);
      expect([subtotal, shippingCents, total, paidByCode, due]).toEqual([8000, 900, 8900, -7500, 1400]);
      view.unmount();
    }
  });

  it('reads free shipping as such', async () => {
    await show({ status: 'ready', country: 'CH', cost: 0 }, 'de');
    expect(rows()).toContainEqual(['Versand (Schweiz)', 'Kostenlos']);
    expect(rows()).toContainEqual(['Total', 'CHF 80.00']);
  });

  it('with goods but no country yet says shipping follows the address, and the total leaves it out', async () => {
    await show({ status: 'unknown' });
    expect(rows()).toEqual([
      ['Subtotal', 'CHF 80.00'],
      ['Shipping', 'Calculated once we know your delivery address'],
      ['Total before shipping', 'CHF 80.00'],
      ['Including VAT', 'CHF 6.00'],
    ]);
  });

  it('keeps the previous cost in place while asking again', async () => {
    await show({ status: 'loading', country: 'CH', previous: 900 });
    expect(document.querySelector('.statement-shipping')?.getAttribute('aria-busy')).toBe('true');
    expect(rows()).toContainEqual(['Total', 'CHF 89.00']);
  });

  it('a country without shipping costs: no cost, the message with the shop’s support address', async () => {
    await show({ status: 'error', country: 'US', code: 'NO_SHIPPING_COSTS', error: new ApiError(422, 'NO_SHIPPING_COSTS', 'x') });
    expect(rows()).toContainEqual(['Shipping (United States)', 'Not available']);
    expect(rows()).toContainEqual(['Total before shipping', 'CHF 80.00']);
    expect(screen.getByRole('alert').textContent).toBe('We cannot currently ship to this country. Please contact us at help@museum.example.');
  });

  it('a failure without a known code asks to try again', async () => {
    await show({ status: 'error', country: 'CH', code: 'NETWORK_ERROR', error: new ApiError(0, 'NETWORK_ERROR', 'offline') });
    expect(screen.getByRole('alert').textContent).toBe('The shipping costs could not be calculated just now. Please try again in a moment.');
  });
});
