import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { recentlyUsed } from './recently-used.js';
import { STATEMENT_CACHE_SIZE } from './statement-cache.js';

/**
 * PostgreSQL refuses to run a prepared statement again once its result's shape changed ("cached plan
 * must not change result type"): a `select *` prepared before a migration added a column, in an
 * instance of the previous release still serving during a rolling restart (docs/operations.md).
 */
const resultShapeChanged = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(error.message);

const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * Hands Kysely a pool whose statements with parameters run as named prepared statements: PostgreSQL
 * parses and plans each distinct SQL text once per connection instead of on every call, which was
 * about a third of the database's CPU per order. A name always stands for one text (names are never
 * reused), so a connection that prepared it runs the same statement again. Statements without
 * parameters (BEGIN, COMMIT, migrations with several commands) keep the simple protocol.
 * When a statement's result changed shape, every name is forgotten (each statement is prepared afresh
 * under a new one) and the statement runs again unnamed, unless it was inside a transaction, which the
 * error has ended: that one fails as any interrupted transaction does.
 * Only the `size` most recently used texts keep their name; an evicted text gets a new one when it
 * returns, and connections let go of what they prepared when the pool closes them after being idle.
 */
export const withPreparedStatements = (pool: pg.Pool, size = STATEMENT_CACHE_SIZE): PostgresPool & { namedStatements(): number } => {
  const names = new Map<string, string>();
  let created = 0;
  const nameFor = (text: string): string =>
    recentlyUsed(
      names,
      text,
      () => {
        created += 1;
        return `foyer_${created.toString(36)}`;
      },
      size,
    );
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // A client comes out of the pool outside any transaction: Kysely commits or rolls back before releasing it.
    let inTransaction = false;
    const named = async (text: string, values: readonly unknown[]): Promise<pg.QueryResult> => {
      try {
        return await client.query({ name: nameFor(text), text, values: [...values] });
      } catch (error) {
        if (!resultShapeChanged(error)) throw error;
        names.clear();
        if (inTransaction) throw error;
        return client.query(text, [...values]);
      }
    };
    function query(text: string, values: readonly unknown[]): Promise<pg.QueryResult>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(textOrCursor: string | PostgresCursor<unknown>, values: readonly unknown[] = []): Promise<pg.QueryResult> | PostgresCursor<unknown> {
      // A cursor (Kysely's streaming) goes through as it is: pg submits it, there is no text to name.
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
      if (values.length > 0) return named(textOrCursor, values);
      if (TRANSACTION_START.test(textOrCursor)) inTransaction = true;
      else if (TRANSACTION_END.test(textOrCursor)) inTransaction = false;
      return client.query(textOrCursor);
    }
    return { query, release: () => client.release() } as PostgresPoolClient;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    namedStatements: () => names.size,
  };
};
