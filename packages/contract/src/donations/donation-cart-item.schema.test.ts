import { describe, expect, it } from 'vitest';
import { cartItemSchema, CART_ITEM_TYPES } from '../checkout/cart-item.schema.js';
import { donationCartItemSchema } from './donation-cart-item.schema.js';

describe('donation items: the offer and an amount in whole cents', () => {
  it('is a kind of basket line', () => {
    expect(CART_ITEM_TYPES).toContain('donation');
    expect(cartItemSchema.parse({ type: 'donation', id: 1, amount: '2500', totalPrice: 2500 })).toEqual({ type: 'donation', id: 1, amount: 2500, totalPrice: 2500 });
  });

  it.each([
    { name: 'no amount', input: { type: 'donation', id: 1 } },
    { name: 'an amount of 0', input: { type: 'donation', id: 1, amount: 0 } },
    { name: 'a negative amount', input: { type: 'donation', id: 1, amount: -500 } },
    { name: 'a fraction of a cent', input: { type: 'donation', id: 1, amount: 12.5 } },
    { name: 'an absurd amount', input: { type: 'donation', id: 1, amount: 1e12 } },
    { name: 'no offer', input: { type: 'donation', amount: 500 } },
    { name: 'an amount that is not a number', input: { type: 'donation', id: 1, amount: 'much' } },
  ])('refuses $name', ({ input }) => expect(donationCartItemSchema.safeParse(input).success).toBe(false));
});
