import type { ProductSummary } from '@foyer/contract';
import type { CartLine } from '../lib/storage/cart-store';

/** Two museum mugs at 18.00 (8.1 % VAT), at most 5 on one line, as the merchandise feature builds them. */
export const mugLine: CartLine = {
  type: 'merchandise', id: 501, name: 'Museum mug', totalPrice: 3600, vatCents: 270,
  item: { type: 'merchandise', id: 501, count: 2, totalPrice: 3600 },
  display: { heading: 'Museum mug', label: 'Museum mug', parts: [{ count: 2, name: 'Museum mug', unitPrice: 1800 }] },
  analytics: { id: 501, name: 'Museum mug', category: 'Merchandise', unitPriceCents: 1800, quantity: 2, taxCents: 270 },
  quantity: { count: 2, max: 5, unitPrice: 1800, vatBp: 810 },
};

/** A product as the catalog lists it (ProductSummary); tests override what they exercise. */
export const product = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 502,
  name: 'Exhibition poster',
  teaser: 'The lake at dusk, printed on heavy paper.',
  price: 2500,
  vat_value: 8.1,
  stock: 40,
  max_quantity: 40,
  weight: 300,
  sequence_no: 2,
  custom_groups: [],
  product_kind_ref: null,
  image: { src: '/static/poster.jpg', alt: 'Poster' },
  // Goods have no validity; only passes (product kind 13) do.
  validity_months: null,
  ...overrides,
});
