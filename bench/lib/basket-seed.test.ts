import { describe, expect, it } from 'vitest';
import { basketStorage, merchandiseLine, type ListedProduct } from './basket-seed.ts';

const poster: ListedProduct = { id: 5001, name: 'Poster', price: 2500, vat_value: 8.1, max_quantity: 10 };
const mug: ListedProduct = { id: 5002, name: 'Mug', price: 1800, vat_value: 8.1, max_quantity: 5 };

describe('merchandiseLine', () => {
  it('prices the count at the listed price, with the VAT it contains and the count the basket may change', () => {
    const line = merchandiseLine(poster, 2);
    expect(line.totalPrice).toBe(5000);
    expect(line.vatCents).toBe(375);
    expect(line.item).toEqual({ type: 'merchandise', id: 5001, count: 2, totalPrice: 5000 });
    expect(line.quantity).toEqual({ count: 2, max: 10, unitPrice: 2500, vatBp: 810 });
  });
});

describe('basketStorage', () => {
  it('saves a basket of the first products, two of each, as the web keeps it', () => {
    const storage = basketStorage([poster, mug, { ...mug, id: 5003 }], { lines: 2, guest: false });
    expect(Object.keys(storage)).toEqual(['foyer-cart']);
    const saved = JSON.parse(storage['foyer-cart'] ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.lines.map((line: { id: number; item: { count: number } }) => [line.id, line.item.count])).toEqual([
      [5001, 2],
      [5002, 2],
    ]);
  });

  it('adds a guest who may go on to pay', () => {
    const storage = basketStorage([poster], { lines: 1, guest: true });
    expect(JSON.parse(storage['foyer-session'] ?? '{}').state.customer).toMatchObject({ isGuest: true, country: 'CH' });
  });

  it('refuses a basket with more lines than the shop has products', () => {
    expect(() => basketStorage([poster], { lines: 2, guest: false })).toThrow('the shop lists 1 products, the basket needs 2');
  });
});
