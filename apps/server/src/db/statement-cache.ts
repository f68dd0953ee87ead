import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { recentlyUsed } from './recently-used.js';

/** Enough for every distinct statement the server runs; a generated IN-list beyond it only evicts the oldest. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * Hands Kysely the same prepared better-sqlite3 statement for the same SQL text. Preparing anew for
 * every query cost about half of a checkout's CPU. Kysely's SQLite driver runs one query at a time per
 * connection, so a cached statement is never in use twice at once. Least recently used entries go first.
 */
export const withStatementCache = (sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase & { cachedStatements(): number } => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => recentlyUsed(statements, sql, () => sqlite.prepare(sql), size),
    cachedStatements: () => statements.size,
  };
};
