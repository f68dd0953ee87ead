import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../kinds.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { createDatabase, type Db } from './database.js';
import { composeMigrations } from './migration-list.js';
import { migrateWith, migratorOver } from './migrator.js';

let testDb: TestDatabase;
let db: Db;
const schemaOf = (t: TestDatabase) => (t.database.kind === 'postgres' ? t.database.schema : undefined);
const recordedNames = async () => (await db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute()).map((row) => (row as { name: string }).name);

/** The names databases recorded while every migration was listed in db/migrations/index.ts. */
const NAMES_RECORDED_SO_FAR = [
  '0001-shop-base', '0002-events', '0003-orders', '0004-tours', '0005-commerce-core', '0006-merchandise',
  '0007-voucher-codes', '0008-passes-and-gift-vouchers', '0009-accounts', '0010-order-review',
  '0011-booking-retries', '0012-login-attempts', '0013-order-referrer-and-reference',
  '0014-order-mails-written-when-sent', '0015-timeslot-open-index', '0016-event-list-entries', '0017-donations',
];

/** Every migration today: those, and the ones added after the kinds had their own. */
const NAMES_NOW = [...NAMES_RECORDED_SO_FAR, '0018-event-list-entry-instants', '0019-staff', '0020-event-versions', '0021-images', '0023-slot-changes', '0024-merchandise-versions', '0025-shop-and-page-versions', '0026-commerce-versions', '0027-category-slugs', '0028-image-pngs', '0029-catalog-group-versions', '0030-order-search', '0031-refunds', '0032-desk', '0033-report-indexes', '0034-order-fulfilment', '0035-door', '0036-slot-cancellations', '0037-refund-report-indexes', '0038-pass-entries-per-day', '0039-event-list-first-slots'];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDatabase(testDb.database);
});
afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('the migrations that run (kinds.ts)', () => {
  it('are the core and the kinds, under the names databases have recorded, in order', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(NAMES_NOW);
  });
});

describe('migrateToLatest', () => {
  it('brings a database migrated before the kinds had their own migrations up to date', async () => {
    const before = await migratorOver(db, MIGRATIONS, schemaOf(testDb)).migrateTo('0016-event-list-entries');
    expect(before.error).toBeUndefined();
    expect(await recordedNames()).toEqual(NAMES_RECORDED_SO_FAR.slice(0, -1));

    const result = await migrateToLatest(db, schemaOf(testDb));
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(NAMES_NOW.slice(NAMES_RECORDED_SO_FAR.length - 1).map((name) => [name, 'Success']));
    expect(await recordedNames()).toEqual(NAMES_NOW);
    const tables = (await db.introspection.getTables())
      .filter((table) => schemaOf(testDb) === undefined || table.schema === schemaOf(testDb))
      .map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['shops', 'shop_content', 'static_pages', 'payment_types', 'customer_settings', 'tours', 'donation_offers']));
  });

  it('does nothing when run again', async () => {
    const result = await migrateToLatest(db, schemaOf(testDb));
    expect(result.results).toEqual([]);
  });

  it('runs a kind migration named after the last one run', async () => {
    const later = composeMigrations(MIGRATIONS, [{ '0099-later-kind': { up: async () => undefined, down: async () => undefined } }]);
    const result = await migrateWith(db, later, schemaOf(testDb));
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([['0099-later-kind', 'Success']]);
    expect((await migratorOver(db, later, schemaOf(testDb)).migrateDown()).error).toBeUndefined();
    expect(await recordedNames()).toEqual(NAMES_NOW);
  });

  it('refuses to start when a kind brings a migration named before one already run', async () => {
    const late = composeMigrations(MIGRATIONS, [{ '0000-a-late-kind': { up: async () => undefined } }]);
    await expect(migrateWith(db, late, schemaOf(testDb))).rejects.toThrow(/corrupted migrations: expected previously executed migration 0001-shop-base .* New migrations must always have a name that comes alphabetically after the last executed migration/);
    expect(await recordedNames()).toEqual(NAMES_NOW);
  });

  it('refuses to start when a migration the database ran is no longer listed', async () => {
    const { ['0017-donations']: _dropped, ...withoutDonations } = MIGRATIONS;
    await expect(migrateWith(db, withoutDonations, schemaOf(testDb))).rejects.toThrow(/previously executed migration 0017-donations is missing/);
  });

  it('enforces the foreign keys from shop rows to their shop', async () => {
    await expect(
      db.insertInto('static_pages').values({ shop_id: 4242, page_id: 'imprint', title: '{}', blocks: '{}', updated_at: 'x' }).execute(),
    ).rejects.toThrow();
  });
});
