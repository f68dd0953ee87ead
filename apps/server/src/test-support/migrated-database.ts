import type { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { migratorOver } from '../db/migrator.js';
import { MIGRATIONS, migrateToLatest } from '../kinds.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestDatabaseHandle {
  readonly db: Db;
  /** A migrator over the composed MIGRATIONS (kinds.ts), for tests that step a database through them one by one. */
  migrator(): Migrator;
  /** The PostgreSQL schema the tables live in, or undefined on SQLite. */
  schema(): string | undefined;
}

/**
 * A fresh database for the test file that calls this at its top level (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), migrated to the latest unless `migrated` is false, dropped after the
 * file. Read `db` inside tests.
 */
const schemaOf = (testDb: TestDatabase): string | undefined => (testDb.database.kind === 'postgres' ? testDb.database.schema : undefined);

export const useMigratedDatabase = ({ migrated = true } = {}): TestDatabaseHandle => {
  let testDb: TestDatabase | undefined;
  let db: Db | undefined;
  const ready = (): { testDb: TestDatabase; db: Db } => {
    if (testDb === undefined || db === undefined) throw new Error('the database is ready only inside tests');
    return { testDb, db };
  };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase(testDb.database);
    if (migrated) await migrateToLatest(db, schemaOf(testDb));
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
  return {
    get db(): Db {
      return ready().db;
    },
    schema: () => schemaOf(ready().testDb),
    migrator: () => migratorOver(ready().db, MIGRATIONS, schemaOf(ready().testDb)),
  };
};
