import { describe, expect, it } from 'vitest';
import { adultsLine, tourLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { deliveryCountry, hasShippedLines, shippingLines } from './shipping-rules';

describe('shipping rules', () => {
  it('ships merchandise only, and asks with its type, id and count', () => {
    expect(hasShippedLines([adultsLine, tourLine])).toBe(false);
    expect(hasShippedLines([adultsLine, mugLine])).toBe(true);
    expect(shippingLines([adultsLine, mugLine, tourLine])).toEqual([{ type: 'merchandise', id: 501, count: 2 }]);
  });

  it.each([
    ['the form', { formCountry: 'de', account: { country: 'SE', shipping: null }, shippingAddress: { country: 'AT' }, customer: { country: 'CH' } }, 'DE'],
    ['the account’s delivery address', { account: { country: 'SE', shipping: { name: 'G', street: 'R 1', zip: '1', city: 'W', country: 'DK' } }, shippingAddress: null, customer: { country: 'CH' } }, 'DK'],
    ['the account’s billing address', { account: { country: 'SE', shipping: null }, shippingAddress: { country: 'AT' }, customer: { country: 'CH' } }, 'SE'],
    ['the separate address', { formCountry: null, shippingAddress: { country: 'AT' }, customer: { country: 'CH' } }, 'AT'],
    ['the saved customer', { formCountry: '', shippingAddress: null, customer: { country: 'CH' } }, 'CH'],
    ['nothing', { shippingAddress: null, customer: { country: undefined } }, null],
    ['nobody', { shippingAddress: null, customer: null }, null],
  ])('takes the country from %s', (_, sources, expected) => {
    expect(deliveryCountry(sources)).toBe(expected);
  });
});
