import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { isCatalogEmpty, loadCatalogWith } from './catalog-loader.js';
import type { CatalogPart } from './catalog-part.js';
import { composeCatalogSchema } from './catalog.schema.js';
import { loadCatalog, migrateToLatest } from '../kinds.js';
import { readCatalogFile } from './read-catalog-file.js';

const database = useMigratedDatabase();
const db = (): Db => database.db;

/** Every row of every catalog table, in a stable order. */
const dump = async () => ({
  shops: await db().selectFrom('shops').selectAll().orderBy('id').execute(),
  content: await db().selectFrom('shop_content').selectAll().orderBy('shop_id').execute(),
  pages: await db().selectFrom('static_pages').selectAll().orderBy('shop_id').orderBy('page_id').execute(),
  payments: await db().selectFrom('payment_types').selectAll().orderBy('shop_id').orderBy('payart_id').execute(),
  customer: await db().selectFrom('customer_settings').selectAll().orderBy('shop_id').execute(),
});

describe('loadCatalog', () => {
  it('fills an empty database', async () => {
    expect(await isCatalogEmpty(db())).toBe(true);
    const result = await loadCatalog(db(), fixtureCatalog());
    expect(result).toEqual({
      shopId: 177,
      entries: { pages: 2, payment_types: 3, shipping: 0, suggestions: 0, voucher_codes: 0, events: 0, tour_categories: 0, tours: 0, product_groups: 0, products: 0, voucher_groups: 0, gift_vouchers: 0 },
    });
    expect(await isCatalogEmpty(db())).toBe(false);
    const rows = await dump();
    expect(rows.pages.map((page) => page.page_id)).toEqual(['imprint', 'terms']);
    expect(JSON.parse(rows.payments[0]?.name ?? '')).toEqual({ de: 'Lastschrift' });
  });

  it('leaves the same database when the same catalog is loaded again', async () => {
    const before = await dump();
    await loadCatalog(db(), fixtureCatalog());
    expect(await dump()).toEqual(before);
  });

  it('updates changed rows and removes pages and payment types the file no longer has', async () => {
    const changed = fixtureCatalog();
    changed.shop.site_name = 'Neues Museum';
    changed.pages = changed.pages.filter((page) => page.id !== 'terms');
    changed.payment_types = changed.payment_types
      .filter((type) => type.payartId !== 74)
      .map((type) => (type.payartId === 164 ? { ...type, sequence_no: 9 } : type));
    changed.customer.countries = ['CH'];
    await loadCatalog(db(), changed);
    const rows = await dump();
    expect(JSON.parse(rows.shops[0]?.settings ?? '').site_name).toBe('Neues Museum');
    expect(rows.pages.map((page) => page.page_id)).toEqual(['imprint']);
    expect(rows.payments.map((type) => [type.payart_id, type.sequence_no])).toEqual([
      [164, 9],
      [300, 1],
    ]);
    expect(JSON.parse(rows.customer[0]?.countries ?? '')).toEqual(['CH']);
  });

  it('rejects an invalid catalog without touching the database', async () => {
    const before = await dump();
    const broken = { ...fixtureCatalog(), payment_types: [{ payartId: -1, name: {}, sequence_no: 1 }] };
    await expect(loadCatalog(db(), broken)).rejects.toBeInstanceOf(z.ZodError);
    expect(await dump()).toEqual(before);
  });
});

describe('demo/catalog.json', () => {
  it('exists, validates and loads into a fresh database', async () => {
    const file = join(REPO_ROOT, 'demo', 'catalog.json');
    expect(existsSync(file)).toBe(true);
    const fresh = await createTestDatabase();
    const freshDb = createDatabase(fresh.database);
    try {
      await migrateToLatest(freshDb, fresh.database.kind === 'postgres' ? fresh.database.schema : undefined);
      const result = await loadCatalog(freshDb, await readCatalogFile(file));
      expect(result.entries.pages).toBeGreaterThanOrEqual(4);
      expect(result.entries.payment_types).toBeGreaterThan(0);
      expect(result.entries.events).toBeGreaterThanOrEqual(4);
      const modes = await freshDb.selectFrom('event_tickets').select('mode').distinct().orderBy('mode').execute();
      expect(modes.map((row) => row.mode)).toEqual([1, 3, 5]);
      const soldOut = await freshDb.selectFrom('timeslots').select('id').whereRef('sold', '=', 'capacity').where('starts_at', '>', new Date().toISOString()).execute();
      expect(soldOut.length).toBeGreaterThan(0);
      const expired = await freshDb.selectFrom('timeslots').select('id').where('ends_at', '<', new Date().toISOString()).execute();
      expect(expired.length).toBeGreaterThan(0);
    } finally {
      await freshDb.destroy();
      await fresh.drop();
    }
  });

  describe('a kind of line brings its own part of the catalog', () => {
    const exhibitsShape = { exhibits: z.array(z.object({ id: z.number().int().positive(), name: z.string() })).default([]) };
    const loaded: { shopId: number; names: string[]; inTransaction: boolean }[] = [];
    const exhibits: CatalogPart<typeof exhibitsShape> = {
      shape: exhibitsShape,
      eventRowIds: ({ exhibits: entries }) => entries.map((entry) => entry.id),
      suggestible: ({ exhibits: entries }) => ({ ticket: entries.map((entry) => entry.id) }),
      check: ({ exhibits: entries }, report) => {
        for (const entry of entries) if (entry.name === '') report(`exhibit ${entry.id} has no name`);
      },
      load: async (trx, shopId, { exhibits: entries }) => {
        loaded.push({ shopId, names: entries.map((entry) => entry.name), inTransaction: trx.isTransaction });
      },
    };
    const composition = { schema: composeCatalogSchema([exhibits] as const), parts: [exhibits] };

    it('is validated, counted and written with the shared keys, in their transaction', async () => {
      loaded.length = 0;
      const catalog = { ...fixtureCatalog(), exhibits: [{ id: 9001, name: 'Monet' }], suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'ticket', id: 9001 }] }] };
      const result = await loadCatalogWith(composition, db(), catalog);
      expect(result.entries).toMatchObject({ exhibits: 1, pages: 2, suggestions: 1 });
      expect(loaded).toEqual([{ shopId: 177, names: ['Monet'], inTransaction: true }]);
    });

    it('reports its own checks and the shared ones: unique ids in the events table, suggestions of what some kind offers', async () => {
      const catalog = {
        ...fixtureCatalog(),
        exhibits: [
          { id: 9001, name: '' },
          { id: 9001, name: 'Twice' },
        ],
        suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'merchandise', id: 9001 }] }],
      };
      const messages = composition.schema.safeParse(catalog).error?.issues.map((issue) => issue.message);
      expect(messages).toEqual(['exhibit 9001 has no name', 'id 9001 is taken twice in the events table (events and tours share its ids)', 'suggestion names unknown merchandise 9001']);
    });
  });
});
