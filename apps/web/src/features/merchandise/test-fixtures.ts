import type { ProductDetail, ProductGroup, ProductSummary } from '@foyer/contract';

export const books: ProductGroup = { id: 1, slug: 'books', name: 'Books' };
export const posters: ProductGroup = { id: 2, slug: 'posters', name: 'Posters' };
export const gifts: ProductGroup = { id: 3, slug: 'gifts', name: 'Gifts' };

/** A product in the wire format of packages/contract, for the merchandise screens' tests. */
export const product = (overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'name'>): ProductSummary => ({
  teaser: '',
  price: 2500,
  vat_value: 8.1,
  stock: 20,
  max_quantity: Math.min(overrides.stock ?? 20, 50),
  weight: 300,
  sequence_no: overrides.id,
  custom_groups: [],
  product_kind_ref: null,
  image: null,
  // Goods have no validity; only passes (product kind 13) do.
  validity_months: null,
  ...overrides,
});

/** The same product with its description and pictures, as `merchandise?article=` answers. */
export const productDetail = (summary: ProductSummary, overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...summary,
  description: '',
  images: summary.image ? [summary.image] : [],
  ...overrides,
});
