import type { ProductGroup, ProductSummary } from '@foyer/contract';
import { inCatalogOrder } from '@foyer/domain';

/** Catalog order, then name in the page's language: the order the server assumes when it preloads the first picture. */
export const sortProducts = (products: readonly ProductSummary[], lang: string): ProductSummary[] => inCatalogOrder(products, lang);

/** The products of one category; all of them without one. */
export const productsIn = (products: readonly ProductSummary[], category: ProductGroup | null): ProductSummary[] =>
  category === null ? [...products] : products.filter((product) => product.custom_groups.some((group) => group.id === category.id));

/** SPEC §2 has navigation labels Books and Posters, which a shop may rename per language. */
const isNavCategory = (slug: string): slug is 'books' | 'posters' => slug === 'books' || slug === 'posters';

/** The Books and Posters categories carry their navigation label (as the shop renamed it, if it did); others the catalog's name. */
export const categoryLabel = (category: ProductGroup, nav: (key: 'books' | 'posters') => string): string =>
  isNavCategory(category.slug) ? nav(category.slug) : category.name;
