import { describe, expect, it } from 'vitest';
import { chooseQuantity } from './product-quantity';

const scarce = { stock: 3, max_quantity: 3 };
const plenty = { stock: 400, max_quantity: 50 };

describe('chooseQuantity (SPEC §5 quantity, DESIGN.md per-line maximum)', () => {
  it.each([
    { name: 'a count within the stock', requested: 2, product: scarce, inBasket: 0, expected: { count: 2, limit: null } },
    { name: 'typed text becomes a whole count', requested: '2', product: scarce, inBasket: 0, expected: { count: 2, limit: null } },
    { name: 'garbage becomes 0', requested: 'abc', product: scarce, inBasket: 0, expected: { count: 0, limit: null } },
    { name: 'more than the stock: capped, because of the stock', requested: 4, product: scarce, inBasket: 0, expected: { count: 3, limit: { reason: 'stock', max: 3 } } },
    { name: 'more than one order may hold', requested: 60, product: plenty, inBasket: 0, expected: { count: 50, limit: { reason: 'perOrder', max: 50 } } },
    { name: 'what the basket holds counts', requested: 2, product: scarce, inBasket: 2, expected: { count: 1, limit: { reason: 'basket', max: 1, inBasket: 2 } } },
    { name: 'nothing left to add: 0, the page says why', requested: 1, product: { stock: 0, max_quantity: 0 }, inBasket: 0, expected: { count: 0, limit: null } },
  ])('$name', ({ requested, product, inBasket, expected }) => expect(chooseQuantity(requested, product, inBasket)).toEqual(expected));
});
