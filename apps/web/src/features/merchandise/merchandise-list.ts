import type { Lang, ProductGroup, ProductSummary } from '@foyer/contract';
import type { AppConfig } from '../../lib/config/app-config';

/** Catalog order (sequence_no), then name, so equal sequence numbers list the same way every time. */
export const sortProducts = (products: readonly ProductSummary[]): ProductSummary[] =>
  [...products].sort((a, b) => a.sequence_no - b.sequence_no || a.name.localeCompare(b.name));

/** The products of one category; all of them without one. */
export const productsIn = (products: readonly ProductSummary[], category: ProductGroup | null): ProductSummary[] =>
  category === null ? [...products] : products.filter((product) => product.custom_groups.some((group) => group.id === category.id));

/** SPEC §2 has navigation labels Books and Posters, which a shop may rename per language. */
const isNavCategory = (slug: string): slug is 'books' | 'posters' => slug === 'books' || slug === 'posters';

/** The catalog's category name, unless the shop renamed the Books or Posters label for this language. */
export const categoryLabel = (category: ProductGroup, config: Pick<AppConfig, 'navTranslations'>, lang: Lang): string =>
  (isNavCategory(category.slug) ? config.navTranslations[category.slug]?.[lang] : undefined) || category.name;
