import type { DatabaseConfig } from '../config.js';

/**
 * The DATABASE_URL that points a server process at a test database: its SQLite file, or the PostgreSQL
 * database with the test's schema as the search path (a connection option every client of the URL applies).
 */
export const databaseUrlOf = (database: DatabaseConfig): string => {
  if (database.kind === 'sqlite') return `sqlite:${database.file}`;
  const url = new URL(database.url);
  if (database.schema !== undefined) url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
};
