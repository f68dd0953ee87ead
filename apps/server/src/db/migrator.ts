import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import type { MigrationList } from './migration-list.js';

/** A Kysely migrator over `migrations`; `schema` as for `migrateWith`. */
export const migratorOver = (db: Db, migrations: MigrationList, schema?: string): Migrator =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });

/**
 * Brings the schema up to date with `migrations` (the composed list: kinds.ts). Kysely's migration
 * lock makes concurrent starts of several instances safe, and Kysely refuses to start when a
 * migration the database has not run sorts before one it has, or one it has run is missing.
 * `schema` pins the bookkeeping tables when tests isolate a PostgreSQL schema, because Kysely would
 * otherwise find another schema's kysely_migration table.
 */
export const migrateWith = async (db: Db, migrations: MigrationList, schema?: string): Promise<MigrationResultSet> => {
  const result = await migratorOver(db, migrations, schema).migrateToLatest();
  if (result.error) throw result.error;
  return result;
};
