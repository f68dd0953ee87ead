/** What a catalog list orders by: the catalog's sequence number, then the name in the page's language. */
export interface CatalogEntry {
  sequence_no: number;
  name: string;
}

const collators = new Map<string, Intl.Collator>();

const collatorFor = (lang: string): Intl.Collator => {
  let collator = collators.get(lang);
  if (collator === undefined) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  return collator;
};

/**
 * Catalog order (sequence_no), then name as `lang` sorts it, so equal sequence numbers list the same way
 * every time and everywhere: in the visitor's browser and on the server that preloads the first picture.
 */
export const inCatalogOrder = <T extends CatalogEntry>(entries: readonly T[], lang: string): T[] => {
  const collator = collatorFor(lang);
  return [...entries].sort((a, b) => a.sequence_no - b.sequence_no || collator.compare(a.name, b.name));
};
