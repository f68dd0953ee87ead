import { describe, expect, it } from 'vitest';
import { adultsLine } from '../../test/cart-lines';
import { basketRoom } from '@foyer/domain';
import { basketWithProduct, countInBasket } from './merchandise-basket';
import { toMerchandiseCartLine } from './merchandise-cart-line';

const book = { id: 501, name: 'Catalogue', price: 2500, vat_value: 8.1, max_quantity: 5 };
const mug = { id: 502, name: 'Mug', price: 1400, vat_value: 8.1, max_quantity: 50 };
/** A ticket whose id happens to equal a product's: another kind, never mixed up with the product. */
const ticketWithSameId = { ...adultsLine, id: 501, item: { ...adultsLine.item, id: 501 } };

describe('one basket line per product', () => {
  it('counts what the basket holds of a product, and what one order can still take', () => {
    const lines = [ticketWithSameId, toMerchandiseCartLine(book, 2)];
    expect([countInBasket(lines, 501), countInBasket(lines, 502), countInBasket([ticketWithSameId], 501)]).toEqual([2, 0, 0]);
    expect([basketRoom(book, 0), basketRoom(book, 2), basketRoom(book, 5), basketRoom(book, 7)]).toEqual([5, 3, 0, 0]);
  });

  it.each([
    { name: 'a new product is a new line at the end', held: null, wish: 2, merged: false, added: 2, count: 2, at: 2 },
    { name: 'the same product raises its line where it stands', held: 2, wish: 1, merged: true, added: 1, count: 3, at: 1 },
    { name: 'never beyond the most one line may hold', held: 4, wish: 3, merged: true, added: 1, count: 5, at: 1 },
    { name: 'a full line stays as it is', held: 5, wish: 1, merged: true, added: 0, count: 5, at: 1 },
  ])('$name', ({ held, wish, merged, added, count, at }) => {
    const before = [ticketWithSameId, ...(held === null ? [] : [toMerchandiseCartLine(book, held)]), toMerchandiseCartLine(mug, 1)];
    const result = basketWithProduct(before, book, wish);
    expect([result.merged, result.added, result.count]).toEqual([merged, added, count]);
    expect(result.lines).toHaveLength(3);
    expect(result.lines[at]).toEqual(toMerchandiseCartLine(book, count));
    expect(result.lines.filter((line) => line.type === 'merchandise' && line.id === 501)).toHaveLength(1);
    expect(result.lines[0]).toBe(ticketWithSameId);
  });

  it('prices a raised line afresh, at the price and stock of the time of adding', () => {
    const lines = [toMerchandiseCartLine({ ...book, price: 2000, max_quantity: 9 }, 1)];
    const { line } = basketWithProduct(lines, book, 1);
    expect([line.totalPrice, line.vatCents, line.quantity?.max]).toEqual([5000, 375, 5]);
  });
});
