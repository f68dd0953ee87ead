import type { z } from 'zod';
import type { Executor } from '../db/database.js';

/** Where slot generation stands: museum time zone and "today" (tests pin both). */
export interface SlotClock {
  timeZone: string;
  now?: Date;
}

/** What a suggestion rule may name (catalog `suggestions`): the basket line type and its catalog id. */
export type SuggestedType = 'merchandise' | 'guidedTour' | 'ticket';

/**
 * The part of the catalog file a kind of line owns (its keys, how they are checked and written),
 * so that the catalog, like checkout, is put together from the kinds app.ts lists. The functions
 * receive the whole parsed catalog and read their own keys.
 */
export interface CatalogPart<Shape extends z.ZodRawShape> {
  /** The catalog file's keys this kind owns, with their schemas and defaults (docs/catalog-format.md). */
  readonly shape: Shape;
  /** Ids its entries take in the events table, whose key space events and tours share. */
  eventRowIds?(entries: z.output<z.ZodObject<Shape>>): number[];
  /** Catalog ids that suggestion rules may name, per basket line type. */
  suggestible?(entries: z.output<z.ZodObject<Shape>>): Partial<Record<SuggestedType, number[]>>;
  /** Checks across its entries (categories named, ids unique); `report` adds an issue to the file's validation. */
  check?(entries: z.output<z.ZodObject<Shape>>, report: (message: string) => void): void;
  /** Writes its entries in the catalog's transaction: rows the file no longer names are unlisted, never deleted when orders may point at them. */
  load(trx: Executor, shopId: number, entries: z.output<z.ZodObject<Shape>>, clock: Required<SlotClock>): Promise<void>;
}

/** Any kind's part, as the generic loader holds them (methods take the whole catalog, so any part fits). */
export type AnyCatalogPart = CatalogPart<z.ZodRawShape>;
