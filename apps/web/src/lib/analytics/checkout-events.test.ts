import { afterEach, describe, expect, it } from 'vitest';
import { adultsLine, familyLine } from '../../test/cart-lines';
import { cartLineItem, trackCheckoutOption, trackCheckoutStep, trackPurchase } from './checkout-events';

type TestWindow = Window & { dataLayer?: unknown[] };

describe('checkout analytics', () => {
  afterEach(() => delete (window as TestWindow).dataLayer);

  it('describes a line as it was added: event – ticket type, price per unit, VAT portion, category Ticket', () => {
    expect(cartLineItem(adultsLine)).toEqual({ id: 10021, name: 'Light over the Lake – Adults', category: 'Ticket', unitPriceCents: 2200, quantity: 2, taxCents: 330, variant: '2026-11-22T11:00:00+01:00' });
  });

  it('pushes the checkout step with its option, and the option alone', () => {
    (window as TestWindow).dataLayer = [];
    trackCheckoutStep(3, [adultsLine], 'CHF', 'Card or TWINT');
    trackCheckoutOption(3, 'PayPal');
    expect((window as TestWindow).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'checkout', ecommerce: expect.objectContaining({ currency: 'CHF', value: 44, tax: 3.3, checkout: { actionField: { step: 3, option: 'Card or TWINT' } } }) },
      { ecommerce: null },
      { event: 'checkout_option', ecommerce: { checkout_option: { actionField: { step: 3, option: 'PayPal' } } } },
    ]);
  });

  it('reports the purchase with its transaction id, cents / 100 with two decimals and the tax portion', () => {
    (window as TestWindow).dataLayer = [];
    trackPurchase('4711', [adultsLine, familyLine], 'CHF');
    expect((window as TestWindow).dataLayer?.[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '4711',
        currency: 'CHF',
        value: 96,
        tax: 7.2,
        shipping: 0,
        items: [
          { item_id: '10021', item_name: 'Light over the Lake – Adults', item_category: 'Ticket', item_variant: '2026-11-22T11:00:00+01:00', price: 22, quantity: 2 },
          { item_id: '10024', item_name: 'Light over the Lake – Family ticket', item_category: 'Ticket', item_variant: '2026-11-22T11:00:00+01:00', price: 52, quantity: 1 },
        ],
      },
    });
  });

  it('reports the order’s shipping in the shop currency', () => {
    (window as TestWindow).dataLayer = [];
    trackPurchase('4712', [adultsLine], 'CHF', 950);
    expect((window as TestWindow).dataLayer?.[1]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: '4712', value: 44, shipping: 9.5 } });
  });

  it('records nothing without a tag manager', () => {
    trackPurchase('1', [adultsLine], 'CHF');
    expect((window as TestWindow).dataLayer).toBeUndefined();
  });
});
