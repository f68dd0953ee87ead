import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Brings the schema up to date. Kysely's migration lock makes concurrent starts of several
 * instances safe. `schema` pins the bookkeeping tables when tests isolate a PostgreSQL schema,
 * because Kysely would otherwise find another schema's kysely_migration table.
 */
export const migrateToLatest = async (db: Db, schema?: string): Promise<MigrationResultSet> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
};
