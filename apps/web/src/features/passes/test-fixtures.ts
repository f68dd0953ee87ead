import type { ProductDetail, ProductSummary } from '@foyer/contract';

/** An annual pass in the wire format of packages/contract (a product of kind 13), for the pass screens' tests. */
export const pass = (overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'name'>): ProductSummary => ({
  teaser: '',
  price: 9000,
  vat_value: 8.1,
  stock: 100,
  max_quantity: Math.min(overrides.stock ?? 100, 50),
  weight: 0,
  sequence_no: overrides.id,
  custom_groups: [],
  product_kind_ref: '13',
  image: null,
  validity_months: 12,
  ...overrides,
});

/** The same pass with what it includes and its pictures, as `merchandise?article=` answers. */
export const passDetail = (summary: ProductSummary, overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...summary,
  description: '',
  images: summary.image ? [summary.image] : [],
  ...overrides,
});
