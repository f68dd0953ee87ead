/**
 * In-process version of the catalog per database handle. An import bumps it so this process's
 * read caches drop at once; other instances see the change when their short cache TTL runs out.
 */
const generations = new WeakMap<object, number>();

export const catalogGeneration = (db: object): number => generations.get(db) ?? 0;

export const bumpCatalogGeneration = (db: object): void => {
  generations.set(db, catalogGeneration(db) + 1);
};
