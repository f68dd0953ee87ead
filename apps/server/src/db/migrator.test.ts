import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { createDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrator.js';
import { MIGRATIONS } from './migrations/index.js';

let testDb: TestDatabase;
let db: Db;
const schemaOf = (t: TestDatabase) => (t.database.kind === 'postgres' ? t.database.schema : undefined);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDatabase(testDb.database);
});
afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('migrateToLatest', () => {
  it('creates the shop tables on an empty database', async () => {
    const result = await migrateToLatest(db, schemaOf(testDb));
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
    );
    const tables = (await db.introspection.getTables())
      .filter((table) => schemaOf(testDb) === undefined || table.schema === schemaOf(testDb))
      .map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(['shops', 'shop_content', 'static_pages', 'payment_types', 'customer_settings']),
    );
  });

  it('does nothing when run again', async () => {
    const result = await migrateToLatest(db, schemaOf(testDb));
    expect(result.results).toEqual([]);
  });

  it('enforces the foreign keys from shop rows to their shop', async () => {
    await expect(
      db.insertInto('static_pages').values({ shop_id: 4242, page_id: 'imprint', title: '{}', blocks: '{}', updated_at: 'x' }).execute(),
    ).rejects.toThrow();
  });
});
