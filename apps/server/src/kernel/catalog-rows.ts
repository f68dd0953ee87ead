import { CatalogScopedCache } from './catalog-scoped-cache.js';

export interface CatalogRows<V> {
  /** What `compute` found for `key` on that database handle, kept for the catalog's few seconds. */
  read(db: object, key: string, compute: () => Promise<V>): Promise<V>;
  /** The value a recent `read` left at hand, without waiting; undefined otherwise. */
  atHand(db: object, key: string): V | undefined;
}

/**
 * Catalog rows the writes work from: the shop's settings, a ticket with its subtickets, a payment
 * type. Placing an order reads them for every line and every order, and their statements are counted
 * (docs/architecture.md "What one order costs the database"); they change only with the catalog, so
 * they are kept for its few seconds and dropped at once when this process imports a catalog. Public
 * answers are not kept here: the edge cache keeps those (`http/edge-cache.ts`).
 * A handle seen for the first time (a transaction) gets rows of its own.
 */
export const catalogRows = <V>(): CatalogRows<V> => {
  const caches = new WeakMap<object, CatalogScopedCache<V>>();
  const cacheOf = (db: object): CatalogScopedCache<V> => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = new CatalogScopedCache(db);
      caches.set(db, cache);
    }
    return cache;
  };
  return {
    read: (db, key, compute) => cacheOf(db).get(key, compute),
    atHand: (db, key) => caches.get(db)?.peek(key),
  };
};
