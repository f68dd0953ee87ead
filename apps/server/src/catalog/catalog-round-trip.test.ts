import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { exportCatalog, importCatalog, migrateToLatest, type CatalogInput } from '../kinds.js';
import { fixtureCatalogWithMerchandise, fixtureProducts } from '../test-support/fixture-merchandise.js';
import { fixtureEvents } from '../test-support/fixture-events.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { catalogFileText } from './catalog-export.js';
import type { CatalogImport } from './catalog-import.js';
import { readCatalogFile } from './read-catalog-file.js';

/** A fresh, migrated database for one step of a test (SQLite, or PostgreSQL when configured). */
const withFreshDatabase = async <T>(use: (db: Db) => Promise<T>): Promise<T> => {
  const testDb = await createTestDatabase();
  const db = createDatabase(testDb.database);
  try {
    await migrateToLatest(db, testDb.database.kind === 'postgres' ? testDb.database.schema : undefined);
    return await use(db);
  } finally {
    await db.destroy();
    await testDb.drop();
  }
};

/** What an import would add, change or leave behind, list by list: nothing, for a catalog the shop already holds. */
const changesOf = (result: CatalogImport) =>
  result.lists.filter((list) => list.added.length + list.changed.length + list.unmentioned.length > 0).map(({ list, added, changed, unmentioned }) => ({ list, added, changed, unmentioned }));

/**
 * The fixture shop with every kind, written the ways a museum may write it that the shop keeps alike:
 * an event on a calendar whose tickets are listed out of their order, a tour on a calendar and one that
 * names its schedule's kind, a sorting time with an offset, an annual pass without its validity and
 * without a daily limit at the door, a voucher code in lower case and texts whose languages come in another order.
 */
const everyKindWrittenFreely = (): CatalogInput => {
  const catalog = fixtureCatalogWithMerchandise();
  const [collection] = fixtureEvents();
  const calendarEvent = {
    ...collection!,
    id: 510,
    name: { en: 'Late opening', de: 'Abendöffnung' },
    sorting_datetime: '2026-03-01T18:00:00+01:00',
    schedule: {
      kind: 'calendar' as const,
      horizon_days: 90,
      seasons: [{ first_date: '2026-01-01', last_date: '2026-12-31', hours: [{ weekdays: [4 as const], opens: '18:00', closes: '21:00' }], slots: { kind: 'timeslots' as const, slot_minutes: 60 }, capacity: 40 }],
      exceptions: [{ date: '2026-12-24', hours: [] }],
      extra_slots: [{ date: '2026-12-31', time: '22:00', duration_minutes: 120, capacity: 200 }],
    },
    tickets: [...collection!.tickets].reverse().map((ticket) => ({ ...ticket, id: ticket.id + 100, subtickets: ticket.subtickets?.map((sub) => ({ ...sub, id: sub.id + 1000 })) })),
  };
  return {
    ...catalog,
    events: [...(catalog.events ?? []), calendarEvent],
    tours: (catalog.tours ?? []).map((tour) => {
      if (tour.id === 602) {
        return {
          ...tour,
          schedule: {
            kind: 'calendar' as const,
            horizon_days: 30,
            seasons: [{ first_date: '2026-06-01', last_date: '2026-09-30', hours: [{ weekdays: [2, 3, 4, 5, 6, 7] as (1 | 2 | 3 | 4 | 5 | 6 | 7)[], opens: '09:00', closes: '17:00' }], times: ['10:00', '14:00'] }],
            extra_slots: [{ date: '2026-06-01', time: '18:00' }],
            tours: 2,
          },
        };
      }
      return tour.schedule.kind === 'calendar' ? tour : { ...tour, schedule: { ...tour.schedule, kind: 'performances' as const } };
    }),
    products: fixtureProducts().map((product) => ({ ...product, validity_months: undefined, ...(product.id === 704 ? { door_entries_per_day: null } : {}) })),
    voucher_codes: (catalog.voucher_codes ?? []).map((code) => ({ ...code, code: code.code.toLowerCase() })),
  };
};

const CASES: [string, () => Promise<unknown>][] = [
  ['the demo museum (demo/catalog.json)', () => readCatalogFile(join(REPO_ROOT, 'demo', 'catalog.json'))],
  ['every kind of the fixture shop, written freely', async () => everyKindWrittenFreely()],
];

describe('catalog:export and catalog:import', () => {
  it.each(CASES)('%s: the export imports back without a change, exports to the same bytes, and a fresh database given it exports the same', async (_name, catalogOf) => {
    const input = await catalogOf();
    const exported = await withFreshDatabase(async (db) => {
      const { shopId } = await importCatalog(db, input);
      expect(changesOf(await importCatalog(db, input, { dryRun: true }))).toEqual([]);

      const text = catalogFileText(await exportCatalog(db, shopId));
      expect(changesOf(await importCatalog(db, JSON.parse(text), { dryRun: true, prune: true }))).toEqual([]);
      await importCatalog(db, JSON.parse(text), { prune: true });
      expect(catalogFileText(await exportCatalog(db, shopId))).toBe(text);
      return { shopId, text };
    });
    const elsewhere = await withFreshDatabase(async (db) => {
      await importCatalog(db, JSON.parse(exported.text));
      return catalogFileText(await exportCatalog(db, exported.shopId));
    });
    expect(elsewhere).toBe(exported.text);
  });

  it('writes each schedule as the rule it is kept as, texts in the languages’ order and instants in UTC', async () => {
    const text = await withFreshDatabase(async (db) => {
      await importCatalog(db, everyKindWrittenFreely());
      return catalogFileText(await exportCatalog(db, 177));
    });
    const exported = JSON.parse(text);
    const event = exported.events.find((entry: { id: number }) => entry.id === 510);
    expect(Object.keys(event.name)).toEqual(['de', 'en']);
    expect(event.sorting_datetime).toBe('2026-03-01T17:00:00.000Z');
    expect(event.schedule).toMatchObject({ kind: 'calendar', horizon_days: 90, exceptions: [{ date: '2026-12-24', hours: [] }] });
    expect(event.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([5111, 5112, 5113, 5114]);
    expect(exported.events.find((entry: { id: number }) => entry.id === 501).schedule).toEqual(expect.objectContaining({ kind: 'timeslots', from_day: -2, to_day: 20 }));
    expect(exported.tours.find((tour: { id: number }) => tour.id === 602).schedule).toMatchObject({ kind: 'calendar', tours: 2, seasons: [{ times: ['10:00', '14:00'] }], extra_slots: [{ date: '2026-06-01', time: '18:00' }] });
    expect(exported.tours.find((tour: { id: number }) => tour.id === 601).schedule).not.toHaveProperty('kind');
    expect(exported.products.find((product: { id: number }) => product.id === 704)).toMatchObject({ validity_months: 12, door_entries_per_day: null });
    expect(exported.voucher_codes.map((code: { code: string }) => code.code)).toEqual(['BIG-500', 'EXPIRED', 'NOT-YET', 'USED-UP', 'VALID-50']);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "shop": {');
  });
});
