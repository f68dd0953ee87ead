import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { createDatabase, defaultPoolSize } from './database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** The connections of this test's schema now open on the server, besides the one asking. */
const openConnections = (db: ReturnType<typeof createDatabase>) =>
  sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%foyer pool probe%'`.execute(db);

it.each([1, 3])('an instance opens at most DATABASE_POOL_SIZE (%i) connections, however many statements wait', async (poolSize) => {
  if (database.database.kind !== 'postgres') throw new Error('PostgreSQL test database expected');
  const db = createDatabase({ ...database.database, poolSize });
  try {
    const sleepers = Array.from({ length: 6 }, () => sql`select pg_sleep(0.3) /* foyer pool probe */`.execute(db));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const observer = createDatabase({ ...database.database, poolSize: 1 });
    try {
      expect((await openConnections(observer)).rows[0]?.n).toBe(poolSize);
    } finally {
      await observer.destroy();
    }
    await Promise.all(sleepers);
  } finally {
    await db.destroy();
  }
});

it('sizes the pool at twice the cores by default', () => {
  expect(defaultPoolSize()).toBe(2 * availableParallelism());
});
