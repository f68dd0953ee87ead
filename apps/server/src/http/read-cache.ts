import { catalogGeneration } from '../catalog/catalog-generation.js';

interface Entry<V> {
  generation: number;
  version: number;
  expiresAt: number;
  value: Promise<V>;
  /** The value once computed, for callers that cannot wait (`peek`). */
  settled?: { value: V };
}

/** Five seconds: short enough that another instance's catalog load shows up quickly, long enough to spare the DB. */
export const READ_CACHE_TTL_MS = 5000;

/** Enough for every catalog answer of a big shop in eight languages; keys a visitor can vary never grow memory without bound. */
export const READ_CACHE_MAX_ENTRIES = 5000;

export interface ReadCacheOptions {
  ttlMs?: number;
  /** A further version the entries depend on besides the catalog: when it changes they drop at once. */
  version?: () => number;
  maxEntries?: number;
}

const unversioned = (): number => 0;

/** For each object a cache computed, whether that cache would still answer it (`isStillKept`). */
const keepers = new WeakMap<object, () => boolean>();

/**
 * Whether the cache that computed this value would still answer it now: within its time, its
 * catalog generation and its version. Lets an answer already sent be sent again without asking the
 * cache by its key, and never after the cache has moved on.
 */
export const isStillKept = (value: object): boolean => keepers.get(value)?.() ?? false;

/**
 * Keeps assembled answers in process for a few seconds. Entries die with their TTL, as soon as this
 * process loads a catalog into the same database, or when their version moves on. Failures are not
 * kept, so unknown ids never fill the cache; past `maxEntries` the oldest entry goes.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #version: () => number;
  readonly #maxEntries: number;

  constructor(
    private readonly db: object,
    { ttlMs = READ_CACHE_TTL_MS, version = unversioned, maxEntries = READ_CACHE_MAX_ENTRIES }: ReadCacheOptions = {},
  ) {
    this.#ttlMs = ttlMs;
    this.#version = version;
    this.#maxEntries = maxEntries;
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const generation = catalogGeneration(this.db);
    const version = this.#version();
    const entry = this.#fresh(key, now, generation, version);
    if (entry) return entry.value;
    const value = compute();
    const kept: Entry<V> = { generation, version, expiresAt: now + this.#ttlMs, value };
    // Deleting first moves a refreshed key to the end of the insertion order, so the oldest go first.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    value.then(
      (settled) => {
        kept.settled = { value: settled };
        if (typeof settled === 'object' && settled !== null) keepers.set(settled, () => this.#fresh(key, Date.now(), catalogGeneration(this.db), this.#version()) === kept);
      },
      () => {
        if (this.#entries.get(key) === kept) this.#entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The kept value when `get` would answer it and its computation has finished; undefined otherwise.
   * For work on every request that should not wait a promise's turn for a value already at hand.
   */
  peek(key: string): V | undefined {
    return this.#fresh(key, Date.now(), catalogGeneration(this.db), this.#version())?.settled?.value;
  }

  #fresh(key: string, now: number, generation: number, version: number): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.generation === generation && entry.version === version && entry.expiresAt > now ? entry : undefined;
  }
}

/**
 * A catalog read kept per database handle, for code that is handed the handle rather than owning a
 * cache: `read(db, key, compute)` answers what `compute` found for `key` on that database, kept like
 * other catalog reads. A handle seen for the first time (a transaction) gets a cache of its own.
 */
export const catalogReads = <V>(): ((db: object, key: string, compute: () => Promise<V>) => Promise<V>) => {
  const caches = new WeakMap<object, ReadCache<V>>();
  return (db, key, compute) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = new ReadCache(db);
      caches.set(db, cache);
    }
    return cache.get(key, compute);
  };
};
