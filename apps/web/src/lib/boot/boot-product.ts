import type { Lang, ProductDetail } from '@foyer/contract';

interface BootedProduct {
  lang: Lang;
  product: ProductDetail;
  /** When the page arrived: the product screen treats the data as fetched then. */
  at: number;
}

let booted: BootedProduct | null = null;

/** Keeps the product the server's page carried until the product screen asks for it. */
export const keepBootProduct = (lang: Lang, product: ProductDetail, at: number = Date.now()): void => {
  booted = { lang, product, at };
};

/** The product the page carried, once, and only for the page it was made for. */
export const takeBootProduct = (lang: Lang, productId: number): BootedProduct | null => {
  const found = booted !== null && booted.lang === lang && booted.product.id === productId ? booted : null;
  booted = null;
  return found;
};
