import { ApiError } from '../../lib/api/client';
import type { OfficeProduct, OfficeStock } from '../../lib/api/types';

/** The product as the editor holds it while it is being changed: the contract's product. */
export type ProductDraft = OfficeProduct;

/** The Swiss standard rate: most goods of a museum shop; books take the reduced 2.6. */
export const STANDARD_VAT = 8.1;

export const newProduct = (): ProductDraft => ({
  name: {},
  teaser: {},
  description: {},
  images: [],
  price: 0,
  vatValue: STANDARD_VAT,
  weight: 0,
  categories: [],
  listed: true,
  sequenceNo: 0,
});

/** Whole units as typed ("20"); undefined when the text is no whole number from 0 to a million. */
export const unitsOf = (text: string): number | undefined => {
  const match = /^\s*(\d{1,7})\s*$/.exec(text);
  if (match === null) return undefined;
  const units = Number(match[1]);
  return units <= 1_000_000 ? units : undefined;
};

/** Below this many units a visitor sees "only N left" (docs/catalog-format.md): the list marks them too. */
export const LOW_STOCK = 5;

export type StockLevel = 'out' | 'low' | 'enough';

/** How the list marks a product's stock: sold out, running low, or enough. */
export const stockLevel = (stock: Pick<OfficeStock, 'available'>): StockLevel => (stock.available <= 0 ? 'out' : stock.available < LOW_STOCK ? 'low' : 'enough');

/** The list with one entry moved to the front (the product's first picture is the shop's card picture). */
export const movedFirst = <T>(list: readonly T[], index: number): T[] => {
  const entry = list[index];
  return entry === undefined ? [...list] : [entry, ...list.filter((_, i) => i !== index)];
};

/** The list with the entry at `index` swapped with its neighbour one place up (-1) or down (1). */
export const movedBy = <T>(list: readonly T[], index: number, step: -1 | 1): T[] => {
  const other = index + step;
  const entry = list[index];
  const neighbour = list[other];
  if (entry === undefined || neighbour === undefined) return [...list];
  return list.map((item, i) => (i === index ? neighbour : i === other ? entry : item));
};

/** A refused save's messages by field, keyed as the server names them without the body's prefix (`product.`, `category.`). */
export const fieldErrorsOf = (error: unknown, prefix: 'product' | 'category'): Record<string, string[]> => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [field.replace(new RegExp(`^${prefix}\\.`), ''), messages]));
};

/**
 * An address part suggested from a category's name: lower-case Latin letters and digits joined by
 * hyphens ("Bücher & Kataloge" → "bucher-kataloge"), what the catalog takes as a slug.
 */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
