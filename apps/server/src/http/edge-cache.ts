import { CATALOG_LIFETIME, CatalogScopedCache, DEFAULT_MAX_ENTRIES, type Lifetime } from '../kernel/catalog-scoped-cache.js';
import { availabilityVersion } from '../kernel/availability-version.js';
import type { AnswerText } from './answer-text.js';
import type { PublicRoute } from './public-read.js';

/**
 * What an answer depends on besides its route and parameters, and so how long it is kept:
 * - `catalog`: texts, prices, pictures; a few seconds, dropped at once when this process imports a catalog.
 * - `availability`: free places and stock besides; a second, dropped at once when this process
 *   holds, sells or gives back a place, a unit or a code's balance (`availability-version.ts`).
 */
export type Freshness = 'catalog' | 'availability';

/** A second: free places and stock stay fresh enough to choose by; checkout re-checks every claim. */
export const AVAILABILITY_TTL_MS = 1000;

const LIFETIMES: Record<Freshness, Lifetime> = {
  catalog: CATALOG_LIFETIME,
  availability: { ttlMs: AVAILABILITY_TTL_MS, version: availabilityVersion },
};

/** Catalog answers may be cached briefly by browsers and proxies; free places and stock must be asked again each time. */
export const CACHE_CONTROL: Record<Freshness, string> = { catalog: 'public, max-age=30', availability: 'no-cache' };

/** Every public answer of a big shop in eight languages, of both kinds; keys a visitor can vary never grow memory without bound. */
export const EDGE_CACHE_MAX_ENTRIES = 2 * DEFAULT_MAX_ENTRIES;

/** Longer addresses (path and query as sent) are parsed each time: the ones visitors follow are far shorter. */
export const MAX_REMEMBERED_ADDRESS_LENGTH = 256;

/**
 * The one cache of public answers, at the HTTP edge: each answer's JSON text (and its compressions)
 * by a key its route builds from the validated path and query (`http/public-read.ts`), and the shop
 * pages with their boot data by the page they show (`plugins/boot-data.ts`). Visitors asking the same
 * thing at once share one computation, serialisation and compression; services only compute.
 */
export class EdgeCache {
  readonly #answers: CatalogScopedCache<AnswerText>;
  readonly #routes = new Map<string, PublicRoute>();
  /** The key each recent address parsed to, the oldest going first: an address always parses to the same key. */
  readonly #keysByAddress = new Map<string, string>();

  readonly #maxEntries: number;

  constructor(db: object, maxEntries = EDGE_CACHE_MAX_ENTRIES) {
    this.#answers = new CatalogScopedCache(db, maxEntries);
    this.#maxEntries = maxEntries;
  }

  /** The kept answer for `key`, or the one `compute` gives, kept for as long as `freshness` allows. */
  get(key: string, freshness: Freshness, compute: () => Promise<AnswerText>): Promise<AnswerText> {
    return this.#answers.get(key, compute, LIFETIMES[freshness]);
  }

  /** The kept answer when it is computed and still fresh, without waiting; undefined otherwise. */
  peek(key: string): AnswerText | undefined {
    return this.#answers.peek(key);
  }

  /** The key a public read parsed this address (path and query as sent) to, when it did so recently. */
  keyOfAddress(address: string): string | undefined {
    return this.#keysByAddress.get(address);
  }

  /**
   * Remembers the key a public read parsed an address to, so a kept answer is found without parsing
   * the address again. As many addresses as answers are remembered, none longer than
   * MAX_REMEMBERED_ADDRESS_LENGTH, so made-up addresses never grow memory without bound.
   */
  rememberAddress(address: string, key: string): void {
    if (address.length > MAX_REMEMBERED_ADDRESS_LENGTH) return;
    if (this.#keysByAddress.size >= this.#maxEntries) this.#keysByAddress.delete(this.#keysByAddress.keys().next().value as string);
    this.#keysByAddress.set(address, key);
  }

  /** Called as a public read is registered (a GET and its HEAD share one route and one id). */
  register(id: string, route: PublicRoute): void {
    const known = this.#routes.get(id);
    if (known !== undefined && known !== route) throw new Error(`${id} is registered twice as a public read`);
    this.#routes.set(id, route);
  }

  /** The public read registered under its full path (`/api/:lang/shopinfo/config`), for pages that carry its answer. */
  route(id: string): PublicRoute {
    const route = this.#routes.get(id);
    if (route === undefined) throw new Error(`no public read is registered as ${id}`);
    return route;
  }
}
