import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * A fresh, migrated database for the test file that calls this at its top level (SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set), dropped after the file. Read `db` inside tests.
 */
export const useMigratedDatabase = (): { readonly db: Db } => {
  let testDb: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase(testDb.database);
    await migrateToLatest(db, testDb.database.kind === 'postgres' ? testDb.database.schema : undefined);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
  return {
    get db(): Db {
      if (db === undefined) throw new Error('the database is ready only inside tests');
      return db;
    },
  };
};
