import { LANGUAGES } from '@foyer/contract';
import type { Db } from '../db/database.js';
import { everyPart, exportEntries, type CatalogComposition } from './catalog-import.js';
import type { BaseCatalog } from './catalog.schema.js';
import { shopExists } from './shared-catalog.js';

export class CatalogExportError extends Error {
  override readonly name = 'CatalogExportError';
}

/**
 * The shop's catalog as a file would say it: what it offers now, each schedule as the rule it is kept
 * as (never the slots generated from it), checked by the file's schema, so importing it changes nothing.
 */
export const exportCatalogWith = async <Catalog extends BaseCatalog>(composition: CatalogComposition<Catalog>, db: Db, shopId: number): Promise<Catalog> => {
  if (!(await shopExists(db, shopId))) throw new CatalogExportError(`The database has no shop ${shopId}.`);
  return composition.schema.parse(await exportEntries(everyPart(composition), db, shopId));
};

const LANGUAGE_ORDER = new Map<string, number>(LANGUAGES.map((lang, index) => [lang, index]));
const languageRank = (key: string): number => LANGUAGE_ORDER.get(key) ?? LANGUAGES.length;

/** Texts per language in the languages' fixed order, whichever order an editor wrote them in. */
const inLanguageOrder = (_key: string, value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([key]) => LANGUAGE_ORDER.has(key))) return value;
  return Object.fromEntries(entries.sort(([a], [b]) => languageRank(a) - languageRank(b)));
};

/**
 * The catalog as a file: JSON indented by two spaces, keys in the schema's order (the order a parsed
 * catalog has) and texts in the languages' order, so the same catalog always gives the same bytes.
 */
export const catalogFileText = (catalog: unknown): string => `${JSON.stringify(catalog, inLanguageOrder, 2)}\n`;
