import type { z } from 'zod';
import type { Executor } from '../db/database.js';
import type { ListChanges } from './catalog-lists.js';

/** Where slot generation stands: museum time zone and "today" (tests pin both). */
export interface SlotClock {
  timeZone: string;
  now?: Date;
}

/** What a suggestion rule may name (catalog `suggestions`): the basket line type and its catalog id. */
export type SuggestedType = 'merchandise' | 'guidedTour' | 'ticket';

/**
 * What `--prune` does to an entry the file does not mention: `unlist` what orders may point at (it stays,
 * never offered), `delete` the rest; `keep` what must outlive the file (voucher codes hold money).
 */
export type Removal = 'unlist' | 'delete' | 'keep';

/** How an import writes: the slot clock, and whether entries the file does not mention are removed. */
export interface CatalogWrite {
  clock: Required<SlotClock>;
  /** `--prune`: the file is the whole catalog. Without it, what the file does not mention stays as it is. */
  prune: boolean;
}

/** One list of the catalog file (a key whose value is a list, or one value such as `shop`), as an import compares it. */
export interface CatalogList<Entry> {
  readonly removal: Removal;
  /** What names an entry, in the import's report and to tell which entries the file mentions; its `id` when left out. */
  key?(entry: Entry): string;
  /** One value whose order matters (suggestion rules): compared and replaced whole; an empty one mentions nothing. */
  readonly whole?: boolean;
  /** Fields a file sets only on an entry it adds (what a voucher code has spent): an import compares the others. */
  readonly firstOnly?: readonly string[];
}

type EntryOf<Value> = Value extends readonly (infer Entry)[] ? Entry : NonNullable<Value>;
type Entries<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * The part of the catalog file a kind of line owns (its keys, how they are checked, written and read
 * back), so that the catalog, like checkout, is put together from the kinds app.ts lists. The
 * functions receive the whole parsed catalog and read their own keys.
 */
export interface CatalogPart<Shape extends z.ZodRawShape> {
  /** The catalog file's keys this kind owns, with their schemas and defaults (docs/catalog-format.md). */
  readonly shape: Shape;
  /** Each of its keys: what names an entry and what `--prune` does to one the file does not mention. */
  readonly lists: { readonly [Key in keyof Shape]: CatalogList<EntryOf<z.output<Shape[Key]>>> };
  /** Ids its entries take in the events table, whose key space events and tours share. */
  eventRowIds?(entries: Entries<Shape>): number[];
  /** Catalog ids that suggestion rules may name, per basket line type. */
  suggestible?(entries: Entries<Shape>): Partial<Record<SuggestedType, number[]>>;
  /** Checks across its entries (categories named, ids unique); `report` adds an issue to the file's validation. */
  check?(entries: Entries<Shape>, report: (message: string) => void): void;
  /**
   * Writes its entries in the catalog's transaction. Entries the file does not mention stay as they
   * are, unless `prune`: then they follow `lists` (unlisted, never deleted, when orders may point at them).
   */
  load(trx: Executor, shopId: number, entries: Entries<Shape>, write: CatalogWrite): Promise<void>;
  /**
   * Its entries as the shop offers them now (unlisted ones left out), exactly as the schema parses the
   * file that would write them: what `catalog:export` writes and what an import is compared with.
   */
  export(db: Executor, shopId: number): Promise<Entries<Shape>>;
  /**
   * Counts up the office's version of what an import wrote anew (`touched`: per list, the keys it
   * added, changed or with `--prune` removed), so an editor's copy read before it is stale.
   */
  countVersions?(trx: Executor, shopId: number, touched: ReadonlyMap<string, readonly string[]>): Promise<void>;
}

/** Per list, the keys an import adds, changes or (with `--prune`) removes: what an office editor may hold an older copy of. */
export const touchedKeys = (changes: readonly ListChanges[], prune: boolean): ReadonlyMap<string, readonly string[]> =>
  new Map(changes.map((list) => [list.list, [...list.added, ...list.changed.map((entry) => entry.key), ...(prune ? list.unmentioned : [])]]));

/** Any kind's part, as the generic import and export hold them (methods take the whole catalog, so any part fits). */
export type AnyCatalogPart = CatalogPart<z.ZodRawShape>;
