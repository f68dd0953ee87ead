import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type KyselyConfig, type LogEvent, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { withPreparedStatements } from './prepared-statements.js';
import { withStatementCache } from './statement-cache.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Db = Kysely<Database>;

/** Any query handle: the pool or an open transaction, so a write joins its caller's transaction. */
export type Executor = Db | Transaction<Database>;

/** Whether statements run on PostgreSQL, for the few that must be written per dialect (migrations' untyped handles too). */
export const isPostgres = (db: Pick<Executor, 'getExecutor'> | Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Sees the text of every statement once it ran (or failed). */
export type QueryObserver = (sql: string) => void;

const observe = (onQuery: QueryObserver | undefined): KyselyConfig['log'] =>
  onQuery === undefined ? undefined : (event: LogEvent) => onQuery(event.query.sql);

/** How often the checkpointer thread copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 250;
/**
 * The log's size (pages) at which the server's own connection checkpoints anyway: only should the
 * checkpointer thread fall behind (SQLite's default is 1000, about 40 orders here).
 */
const AUTOCHECKPOINT_PAGES = 10_000;

const openSqlite = (file: string): SqliteDatabase.Database => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; busy_timeout makes a second process wait instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  if (file !== ':memory:') sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  return sqlite;
};

/**
 * The statement cache over a file's connection, with a checkpointer thread that ends when the
 * connection closes: once `close` returns, neither holds the file.
 */
export const sqliteDatabase = (file: string, onCheckpointError: (error: Error) => void) => {
  const database = withStatementCache(openSqlite(file));
  if (file === ':memory:') return database;
  const checkpointer = startWalCheckpointer(file, CHECKPOINT_INTERVAL_MS, onCheckpointError);
  return {
    ...database,
    close: () => {
      database.close();
      checkpointer.stopNow();
    },
  };
};

/**
 * Twice this machine's cores: PostgreSQL does best with about that many busy connections in all, and
 * more only queue for the same cores (on two cores, 10 connections per instance ordered about a fifth
 * slower than 2 to 4). Several instances on one machine share the budget (`DATABASE_POOL_SIZE`).
 */
export const defaultPoolSize = (): number => 2 * availableParallelism();

export interface DatabaseOptions {
  onQuery?: QueryObserver;
  /** Told when SQLite checkpoints on their own thread fail (the server's connection then checkpoints itself); default: stderr. */
  onCheckpointError?: (error: Error) => void;
}

const toStderr = (error: Error): void => console.error(error);

/** Picks the dialect from the config: an SQLite file (embedded default) or a PostgreSQL pool. */
export const createDatabase = (config: DatabaseConfig, { onQuery, onCheckpointError = toStderr }: DatabaseOptions = {}): Db => {
  const log = observe(onQuery);
  if (config.kind === 'sqlite') {
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteDatabase(config.file, onCheckpointError) }), log });
  }
  if (config.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(config.schema)) {
    throw new Error(`invalid PostgreSQL schema name ${config.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? defaultPoolSize(),
    // Tests isolate each file in its own schema; production leaves the server's default search_path alone.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }), log });
};
