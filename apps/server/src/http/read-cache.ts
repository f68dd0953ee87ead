import { catalogGeneration } from '../catalog/catalog-generation.js';

interface Entry<V> {
  generation: number;
  expiresAt: number;
  value: Promise<V>;
}

/** Five seconds: short enough that another instance's catalog load shows up quickly, long enough to spare the DB. */
export const READ_CACHE_TTL_MS = 5000;

/**
 * Keeps assembled catalog answers in process for a few seconds. Entries die with their TTL or as soon
 * as this process loads a catalog into the same database. Failures are not kept, so unknown ids
 * never fill the cache.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly db: object,
    private readonly ttlMs: number = READ_CACHE_TTL_MS,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const generation = catalogGeneration(this.db);
    const entry = this.#entries.get(key);
    if (entry && entry.generation === generation && entry.expiresAt > now) return entry.value;
    const value = compute();
    this.#entries.set(key, { generation, expiresAt: now + this.ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}
