import { describe, expect, it } from 'vitest';
import { choosePassCount } from './pass-quantity';

describe('choosePassCount (SPEC §5 quantity of a pass)', () => {
  it.each([
    { wish: 2, pass: { stock: 100, max_quantity: 50 }, result: { count: 2, limit: null } },
    { wish: '3', pass: { stock: 100, max_quantity: 50 }, result: { count: 3, limit: null } },
    { wish: 'x', pass: { stock: 100, max_quantity: 50 }, result: { count: 0, limit: null } },
    { wish: 7, pass: { stock: 3, max_quantity: 3 }, result: { count: 3, limit: { reason: 'stock', max: 3 } } },
    { wish: 80, pass: { stock: 900, max_quantity: 50 }, result: { count: 50, limit: { reason: 'perOrder', max: 50 } } },
    { wish: 1, pass: { stock: 0, max_quantity: 0 }, result: { count: 0, limit: null } },
  ])('$wish of $pass.max_quantity', ({ wish, pass, result }) => expect(choosePassCount(wish, pass)).toEqual(result));
});
