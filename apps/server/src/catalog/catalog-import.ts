import type { z } from 'zod';
import type { Db, Executor } from '../db/database.js';
import { DEFAULT_TIME_ZONE } from '../kernel/shop-context.js';
import { bumpCatalogGeneration } from '../kernel/catalog-generation.js';
import { compareList, keepUnmentioned, type ListChanges } from './catalog-lists.js';
import { touchedKeys, type AnyCatalogPart, type SlotClock } from './catalog-part.js';
import type { BaseCatalog } from './catalog.schema.js';
import { sharedCatalog, shopExists } from './shared-catalog.js';

export const DEFAULT_SLOT_CLOCK: SlotClock = { timeZone: DEFAULT_TIME_ZONE };

/** What a catalog is made of: the file's schema (shared keys and every kind's), the same without the checks across lists, and the kinds' parts. */
export interface CatalogComposition<Catalog extends BaseCatalog = BaseCatalog> {
  schema: z.ZodType<Catalog>;
  entriesSchema: z.ZodType<Catalog>;
  parts: readonly AnyCatalogPart[];
}

export interface CatalogImportOptions {
  clock?: SlotClock;
  /** The file is the whole catalog: what it does not mention is unlisted or deleted (`--prune`). */
  prune?: boolean;
  /** Compare only: nothing is written (`--dry-run`). */
  dryRun?: boolean;
}

/** What an import changed (or, in a dry run, would change), list by list. */
export interface CatalogImport {
  shopId: number;
  lists: ListChanges[];
  prune: boolean;
  applied: boolean;
}

/** The shared keys first, then each kind's: the order they are written, compared and exported in. */
export const everyPart = (composition: CatalogComposition): readonly AnyCatalogPart[] => [sharedCatalog, ...composition.parts];

/** The shop's catalog as its parts export it, or nothing for a shop not imported yet. */
export const exportEntries = async (parts: readonly AnyCatalogPart[], db: Executor, shopId: number): Promise<Record<string, unknown>> => {
  if (!(await shopExists(db, shopId))) return {};
  const entries: Record<string, unknown> = {};
  for (const part of parts) Object.assign(entries, await part.export(db, shopId));
  return entries;
};

/**
 * Compares the file with what the shop holds, list by list, and checks the catalog the shop will hold
 * across its lists (ids the events table shares, what suggestions and products name): without
 * `--prune` that is the file with everything it does not mention.
 */
const compare = async (composition: CatalogComposition, db: Executor, file: BaseCatalog, prune: boolean): Promise<{ lists: ListChanges[]; current: Record<string, unknown> }> => {
  const current = await exportEntries(everyPart(composition), db, file.shop.id);
  const named = file as unknown as Record<string, unknown>;
  const lists: ListChanges[] = [];
  const after: Record<string, unknown> = {};
  for (const part of everyPart(composition)) {
    for (const [list, rule] of Object.entries(part.lists)) {
      lists.push(compareList(list, rule, current[list], named[list]));
      after[list] = prune ? named[list] : keepUnmentioned(list, rule, current[list], named[list]);
    }
  }
  composition.schema.parse(after);
  return { lists, current };
};

/**
 * The rows of the events table (events and tours) the import changes, or with `--prune` unlists: from
 * the file and from what the shop held before the import (`current`, as the comparison read it).
 */
const eventRowsChanged = (composition: CatalogComposition, file: BaseCatalog, current: Record<string, unknown>, changes: ListChanges[], prune: boolean): number[] => {
  const byList = new Map(changes.map((list) => [list.list, list]));
  const ids: number[] = [];
  for (const part of composition.parts) {
    if (part.eventRowIds === undefined) continue;
    const touched = new Set(
      Object.keys(part.lists).flatMap((list) => {
        const change = byList.get(list);
        return change === undefined ? [] : [...change.changed.map((entry) => entry.key), ...(prune ? change.unmentioned : [])];
      }),
    );
    // A shop not imported yet holds none of the part's lists.
    const held = Object.fromEntries(Object.keys(part.lists).map((list) => [list, current[list] ?? []]));
    const rowIds = [...part.eventRowIds(file), ...part.eventRowIds(held)];
    ids.push(...new Set(rowIds.filter((id) => touched.has(String(id)))));
  }
  return ids;
};

/** An office editor's copy of the shop's settings or of a page read before the import is stale when the import changed it. */
const countUpSharedVersions = async (trx: Executor, shopId: number, changes: ListChanges[]): Promise<void> => {
  const changed = (list: string): string[] => changes.find((change) => change.list === list)?.changed.map((entry) => entry.key) ?? [];
  if (changed('shop').length > 0) await trx.updateTable('shops').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', shopId).execute();
  const pages = changed('pages');
  if (pages.length > 0) await trx.updateTable('static_pages').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('shop_id', '=', shopId).where('page_id', 'in', pages).execute();
};

/**
 * Imports a catalog file: validates it (nothing is written when it is invalid), compares it with what
 * the shop holds, and unless it is a dry run writes it in one transaction, the shared keys first,
 * then each kind's part. Entries the file does not mention stay as they are unless `prune`.
 */
export const importCatalogWith = async (composition: CatalogComposition, db: Db, input: unknown, options: CatalogImportOptions = {}): Promise<CatalogImport> => {
  const { clock = DEFAULT_SLOT_CLOCK, prune = false, dryRun = false } = options;
  const file = composition.entriesSchema.parse(input);
  const shopId = file.shop.id;
  if (dryRun) return { shopId, lists: (await compare(composition, db, file, prune)).lists, prune, applied: false };
  const write = { clock: { timeZone: clock.timeZone, now: clock.now ?? new Date() }, prune };
  const lists = await db.transaction().execute(async (trx) => {
    const { lists: changes, current } = await compare(composition, trx, file, prune);
    const changedEventRows = eventRowsChanged(composition, file, current, changes, prune);
    for (const part of everyPart(composition)) await part.load(trx, shopId, file, write);
    const touched = touchedKeys(changes, prune);
    for (const part of everyPart(composition)) await part.countVersions?.(trx, shopId, touched);
    // An office editor's copy of an event read before the import is stale now (docs/office.md).
    if (changedEventRows.length > 0) await trx.updateTable('events').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', 'in', changedEventRows).execute();
    await countUpSharedVersions(trx, shopId, changes);
    return changes;
  });
  bumpCatalogGeneration(db);
  return { shopId, lists, prune, applied: true };
};

/** True when no shop has been imported yet: the first start of a fresh database. */
export const isCatalogEmpty = async (db: Db): Promise<boolean> => {
  const row = await db.selectFrom('shops').select('id').limit(1).executeTakeFirst();
  return row === undefined;
};
