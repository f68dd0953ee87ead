import { catalogGeneration } from './catalog-generation.js';

/** How long a kept value may be answered: a time, and a version it depends on besides the catalog. */
export interface Lifetime {
  ttlMs: number;
  /** When it changes, values kept under it drop at once. */
  version?: () => number;
}

/** Five seconds: short enough that another instance's catalog import shows up quickly, long enough to spare the DB. */
export const CATALOG_TTL_MS = 5000;

/** What depends on the catalog alone. */
export const CATALOG_LIFETIME: Lifetime = { ttlMs: CATALOG_TTL_MS };

/** Enough for every catalog answer of a big shop in eight languages; keys a visitor can vary never grow memory without bound. */
export const DEFAULT_MAX_ENTRIES = 5000;

interface Entry<V> {
  generation: number;
  lifetime: Lifetime;
  version: number;
  expiresAt: number;
  value: Promise<V>;
  /** The value once computed, for callers that cannot wait (`peek`). */
  settled?: { value: V };
}

const unversioned = (): number => 0;

/**
 * Values computed from the catalog, kept in process for a few seconds. An entry dies with its time, as
 * soon as this process loads a catalog into the same database, or when the version of its lifetime
 * moves on. Failures are not kept, so unknown ids never fill it; past `maxEntries` the oldest entry goes.
 */
export class CatalogScopedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly db: object,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  get(key: string, compute: () => Promise<V>, lifetime: Lifetime = CATALOG_LIFETIME): Promise<V> {
    const now = Date.now();
    const entry = this.#fresh(key, now);
    if (entry) return entry.value;
    const value = compute();
    const version = (lifetime.version ?? unversioned)();
    const kept: Entry<V> = { generation: catalogGeneration(this.db), lifetime, version, expiresAt: now + lifetime.ttlMs, value };
    // Deleting first moves a refreshed key to the end of the insertion order, so the oldest go first.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    value.then(
      (settled) => {
        kept.settled = { value: settled };
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
    return this.#fresh(key, Date.now())?.settled?.value;
  }

  #fresh(key: string, now: number): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.expiresAt <= now || entry.generation !== catalogGeneration(this.db)) return undefined;
    return entry.version === (entry.lifetime.version ?? unversioned)() ? entry : undefined;
  }
}
