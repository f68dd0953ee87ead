import { describe, expect, it } from 'vitest';
import { toMerchandiseCartLine } from './merchandise-cart-line';

const catalogue = { id: 501, name: 'Catalogue raisonné', price: 2500, vat_value: 8.1, max_quantity: 12 };
const poster = { id: 502, name: 'Lakeside poster', price: 1290, vat_value: 2.6, max_quantity: 50 };
const tote = { id: 503, name: 'Tote bag', price: 1800, vat_value: 0, max_quantity: 4 };

describe('toMerchandiseCartLine (SPEC §3/§7 merchandise line, SPEC §9 VAT portion)', () => {
  it.each([
    { name: 'one unit', product: catalogue, count: 1, total: 2500, vat: 187, vatBp: 810 },
    // The VAT of the line is taken once on its total, not as a rounded unit VAT times the count (3 × 187 = 561).
    { name: 'VAT on the line total', product: catalogue, count: 3, total: 7500, vat: 562, vatBp: 810 },
    { name: 'a reduced rate', product: poster, count: 2, total: 2580, vat: 65, vatBp: 260 },
    { name: 'no VAT', product: tote, count: 4, total: 7200, vat: 0, vatBp: 0 },
    { name: 'the per-line maximum', product: poster, count: 50, total: 64_500, vat: 1635, vatBp: 260 },
  ])('$name: $count × $product.name', ({ product, count, total, vat, vatBp }) => {
    const line = toMerchandiseCartLine(product, count);
    expect([line.totalPrice, line.vatCents, line.quantity]).toEqual([total, vat, { count, max: product.max_quantity, unitPrice: product.price, vatBp }]);
    expect(line.item).toEqual({ type: 'merchandise', id: product.id, count, totalPrice: total });
    expect(line.analytics).toEqual({ id: product.id, name: product.name, category: 'Merchandise', unitPriceCents: product.price, quantity: count, taxCents: vat });
  });

  it('is a complete basket line the basket can show without knowing the kind', () => {
    expect(toMerchandiseCartLine(catalogue, 2)).toEqual({
      type: 'merchandise',
      id: 501,
      name: 'Catalogue raisonné',
      totalPrice: 5000,
      vatCents: 375,
      item: { type: 'merchandise', id: 501, count: 2, totalPrice: 5000 },
      display: { heading: 'Catalogue raisonné', label: 'Catalogue raisonné', parts: [{ count: 2, name: 'Catalogue raisonné', unitPrice: 2500 }] },
      analytics: { id: 501, name: 'Catalogue raisonné', category: 'Merchandise', unitPriceCents: 2500, quantity: 2, taxCents: 375 },
      quantity: { count: 2, max: 12, unitPrice: 2500, vatBp: 810 },
    });
  });

  it('carries the product picture for the basket, and none for a product without one', () => {
    expect(toMerchandiseCartLine({ ...catalogue, image: { src: 'products/catalogue.svg', alt: '' } }, 1).display.image).toBe('products/catalogue.svg');
    expect(toMerchandiseCartLine({ ...catalogue, image: null }, 1).display).not.toHaveProperty('image');
  });
});
