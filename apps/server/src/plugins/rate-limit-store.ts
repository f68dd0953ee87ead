import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { periodicPrune } from '../db/periodic-prune.js';

type Hits = { current: number; ttl: number };

/**
 * Counts one request of a client in its window in one upsert, so that every instance on the
 * database adds to the same count: a window that has ended starts again at 1.
 */
export const countRequest = async (db: Db, key: string, windowMs: number, now: Date): Promise<Hits> => {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limits.resets_at', '<=', nowIso);
        return {
          hits: eb.case().when(ended).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
          resets_at: eb.case().when(ended).then(windowEnd).else(eb.ref('rate_limits.resets_at')).end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, Date.parse(row.resets_at) - now.getTime()) };
};

/** What @fastify/rate-limit hands a store's `child`: the route's options with the route itself (its type declaration leaves `routeInfo` out). */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A store for @fastify/rate-limit that keeps the counts in the `rate_limits` table, shared by all
 * instances on the database (the embedded SQLite file included). Each limited route counts apart,
 * keyed by its method and path and the client.
 */
export const databaseRateLimitStore = (db: Db): FastifyRateLimitStoreCtor => {
  const pruneEnded = periodicPrune(60_000, (now) => db.deleteFrom('rate_limits').where('resets_at', '<=', now.toISOString()).execute());
  const count = async (key: string, windowMs: number): Promise<Hits> => {
    const now = new Date();
    await pruneEnded(now);
    return countRequest(db, key, windowMs, now);
  };
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    // @fastify/rate-limit passes the route's window after the callback; its type declaration leaves it out.
    incr(client: string, callback: (error: Error | null, result?: Hits) => void, windowMs = 60_000): void {
      count(`${this.route}${client}`, windowMs).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options, `${String(options.routeInfo?.method)} ${String(options.routeInfo?.url)} `);
    }
  }
  return DatabaseRateLimitStore;
};
