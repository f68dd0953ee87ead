import { afterEach, describe, expect, it } from 'vitest';
import { ecommercePayload, trackEcommerce, type EcommerceItem } from './ecommerce';

type TestWindow = Window & { dataLayer?: unknown[] };

const adults: EcommerceItem = { id: 10021, name: 'Adults', category: 'Ticket', unitPriceCents: 2200, quantity: 2, taxCents: 330 };
const family: EcommerceItem = { id: 10024, name: 'Family', category: 'Ticket', unitPriceCents: 5200, quantity: 1, taxCents: 390 };

describe('ecommerce payload', () => {
  it('turns cents into decimals with two places and sums value and tax', () => {
    expect(ecommercePayload('add_to_cart', 'CHF', [adults, family])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CHF',
        value: 96,
        tax: 7.2,
        items: [
          { item_id: '10021', item_name: 'Adults', item_category: 'Ticket', price: 22, quantity: 2 },
          { item_id: '10024', item_name: 'Family', item_category: 'Ticket', price: 52, quantity: 1 },
        ],
      },
    });
  });

  it('rounds to whole cents', () => {
    const odd: EcommerceItem = { ...adults, unitPriceCents: 1234.5, quantity: 1, taxCents: 92 };
    expect(ecommercePayload('add_to_cart', 'CHF', [odd]).ecommerce).toMatchObject({ value: 12.35, tax: 0.92, items: [{ price: 12.35 }] });
  });
});

describe('trackEcommerce', () => {
  afterEach(() => {
    delete (window as TestWindow).dataLayer;
  });

  it('clears the previous ecommerce object, then pushes the event', () => {
    (window as TestWindow).dataLayer = [];
    trackEcommerce('add_to_cart', 'CHF', [adults]);
    expect((window as TestWindow).dataLayer).toEqual([{ ecommerce: null }, ecommercePayload('add_to_cart', 'CHF', [adults])]);
  });

  it('records nothing when no tag manager created a data layer', () => {
    trackEcommerce('add_to_cart', 'CHF', [adults]);
    expect((window as TestWindow).dataLayer).toBeUndefined();
  });
});
