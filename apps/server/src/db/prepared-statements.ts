import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { STATEMENT_CACHE_SIZE } from './statement-cache.js';

/**
 * Hands Kysely a pool whose statements with parameters run as named prepared statements: PostgreSQL
 * parses and plans each distinct SQL text once per connection instead of on every call, which was
 * about a third of the database's CPU per order. A name always stands for one text (names are never
 * reused), so a connection that prepared it runs the same statement again. Statements without
 * parameters (BEGIN, COMMIT, migrations with several commands) keep the simple protocol.
 * Only the `size` most recently used texts keep their name; an evicted text gets a new one when it
 * returns, and connections let go of what they prepared when the pool closes them after being idle.
 */
export const withPreparedStatements = (pool: pg.Pool, size = STATEMENT_CACHE_SIZE): PostgresPool & { namedStatements(): number } => {
  const names = new Map<string, string>();
  let created = 0;
  const nameFor = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      created += 1;
      name = `foyer_${created.toString(36)}`;
      if (names.size >= size) {
        const oldest = names.keys().next().value;
        if (oldest !== undefined) names.delete(oldest);
      }
    } else {
      names.delete(text);
    }
    names.set(text, name);
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query(text: string, values: readonly unknown[]): Promise<pg.QueryResult>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(textOrCursor: string | PostgresCursor<unknown>, values: readonly unknown[] = []): Promise<pg.QueryResult> | PostgresCursor<unknown> {
      // A cursor (Kysely's streaming) goes through as it is: pg submits it, there is no text to name.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
      return values.length === 0 ? client.query(textOrCursor) : client.query({ name: nameFor(textOrCursor), text: textOrCursor, values: [...values] });
    }
    return { query, release: () => client.release() } as PostgresPoolClient;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    namedStatements: () => names.size,
  };
};
