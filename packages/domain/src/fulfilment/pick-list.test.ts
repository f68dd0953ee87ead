import { describe, expect, it } from 'vitest';
import { pickList } from './pick-list.js';

const book = { productId: 701, name: 'Exhibition catalogue' };
const poster = { productId: 702, name: 'Lakeside poster' };

describe('pickList', () => {
  it.each([
    { name: 'nothing waiting', orders: [], picked: [] },
    { name: 'one order', orders: [[{ ...book, count: 2 }]], picked: [{ ...book, count: 2, orders: 1 }] },
    {
      name: 'units summed over orders, sorted by name',
      orders: [[{ ...poster, count: 1 }, { ...book, count: 2 }], [{ ...book, count: 1 }]],
      picked: [
        { ...book, count: 3, orders: 2 },
        { ...poster, count: 1, orders: 1 },
      ],
    },
    { name: 'two lines of one product in one order count one order', orders: [[{ ...book, count: 1 }, { ...book, count: 4 }]], picked: [{ ...book, count: 5, orders: 1 }] },
  ])('$name', ({ orders, picked }) => expect(pickList(orders)).toEqual(picked));
});
