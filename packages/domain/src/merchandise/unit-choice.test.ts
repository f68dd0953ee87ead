import { describe, expect, it } from 'vitest';
import { chooseQuantity } from './unit-choice.js';

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

  it.each([
    { wish: 2, pass: { stock: 100, max_quantity: 50 }, result: { count: 2, limit: null } },
    { wish: '3', pass: { stock: 100, max_quantity: 50 }, result: { count: 3, limit: null } },
    { wish: 'x', pass: { stock: 100, max_quantity: 50 }, result: { count: 0, limit: null } },
    { wish: 7, pass: { stock: 3, max_quantity: 3 }, result: { count: 3, limit: { reason: 'stock', max: 3 } } },
    { wish: 80, pass: { stock: 900, max_quantity: 50 }, result: { count: 50, limit: { reason: 'perOrder', max: 50 } } },
    { wish: 1, pass: { stock: 0, max_quantity: 0 }, result: { count: 0, limit: null } },
  ])('a pass (each add its own line): $wish of $pass.max_quantity', ({ wish, pass, result }) => expect(chooseQuantity(wish, pass)).toEqual(result));
});
