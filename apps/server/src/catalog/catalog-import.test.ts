import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { importCatalogWith, isCatalogEmpty } from './catalog-import.js';
import type { ListChanges } from './catalog-lists.js';
import type { CatalogPart } from './catalog-part.js';
import { composeCatalogEntriesSchema, composeCatalogSchema } from './catalog.schema.js';
import { importCatalog, migrateToLatest } from '../kinds.js';
import { readCatalogFile } from './read-catalog-file.js';

const database = useMigratedDatabase();
const db = (): Db => database.db;

/** Every row of every shared catalog table, in a stable order. */
const dump = async () => ({
  shops: await db().selectFrom('shops').selectAll().orderBy('id').execute(),
  content: await db().selectFrom('shop_content').selectAll().orderBy('shop_id').execute(),
  pages: await db().selectFrom('static_pages').selectAll().orderBy('shop_id').orderBy('page_id').execute(),
  payments: await db().selectFrom('payment_types').selectAll().orderBy('shop_id').orderBy('payart_id').execute(),
  customer: await db().selectFrom('customer_settings').selectAll().orderBy('shop_id').execute(),
});

const listOf = (lists: ListChanges[], name: string): ListChanges | undefined => lists.find((list) => list.list === name);

describe('importCatalog', () => {
  it('fills an empty database, reporting every entry as added', async () => {
    expect(await isCatalogEmpty(db())).toBe(true);
    const result = await importCatalog(db(), fixtureCatalog());
    expect(result).toMatchObject({ shopId: 177, prune: false, applied: true });
    expect(listOf(result.lists, 'shop')).toMatchObject({ single: true, added: ['shop'] });
    expect(listOf(result.lists, 'pages')).toMatchObject({ single: false, added: ['imprint', 'terms'], changed: [], unchanged: 0, unmentioned: [] });
    expect(listOf(result.lists, 'payment_types')?.added).toEqual(['164', '74', '300']);
    expect(listOf(result.lists, 'events')).toMatchObject({ added: [], unchanged: 0 });
    expect(await isCatalogEmpty(db())).toBe(false);
    const rows = await dump();
    expect(rows.pages.map((page) => page.page_id)).toEqual(['imprint', 'terms']);
    expect(JSON.parse(rows.payments[0]?.name ?? '')).toEqual({ de: 'Lastschrift' });
  });

  it('leaves the same database when the same catalog is imported again, and says nothing changed', async () => {
    const before = await dump();
    const result = await importCatalog(db(), fixtureCatalog());
    expect(await dump()).toEqual(before);
    expect(result.lists.flatMap((list) => [...list.added, ...list.changed.map((change) => change.key), ...list.unmentioned])).toEqual([]);
    expect(listOf(result.lists, 'pages')?.unchanged).toBe(2);
  });

  it('reports and writes what changed, field by field; keeps pages and payment types the file no longer has until --prune deletes them', async () => {
    const changed = fixtureCatalog();
    changed.shop.site_name = 'Neues Museum';
    changed.pages = changed.pages.filter((page) => page.id !== 'terms');
    changed.payment_types = changed.payment_types
      .filter((type) => type.payartId !== 74)
      .map((type) => (type.payartId === 164 ? { ...type, sequence_no: 9 } : type));
    changed.customer.countries = ['CH'];

    const dryRun = await importCatalog(db(), changed, { dryRun: true, prune: true });
    expect(dryRun).toMatchObject({ applied: false, prune: true });
    expect(listOf(dryRun.lists, 'payment_types')).toMatchObject({ changed: [{ key: '164', fields: ['sequence_no'] }], unchanged: 1, unmentioned: ['74'], removal: 'delete' });
    expect((await dump()).pages).toHaveLength(2);

    const kept = await importCatalog(db(), changed);
    expect(listOf(kept.lists, 'shop')?.changed).toEqual([{ key: 'shop', fields: ['site_name'] }]);
    expect(listOf(kept.lists, 'customer')?.changed).toEqual([{ key: 'customer', fields: ['countries'] }]);
    expect(listOf(kept.lists, 'pages')).toMatchObject({ unchanged: 1, unmentioned: ['terms'] });
    let rows = await dump();
    expect(JSON.parse(rows.shops[0]?.settings ?? '').site_name).toBe('Neues Museum');
    expect(rows.pages.map((page) => page.page_id)).toEqual(['imprint', 'terms']);
    expect(rows.payments.map((type) => [type.payart_id, type.sequence_no])).toEqual([
      [74, 3],
      [164, 9],
      [300, 1],
    ]);
    expect(JSON.parse(rows.customer[0]?.countries ?? '')).toEqual(['CH']);

    const pruned = await importCatalog(db(), changed, { prune: true });
    expect(listOf(pruned.lists, 'pages')).toMatchObject({ unmentioned: ['terms'], removal: 'delete' });
    rows = await dump();
    expect(rows.pages.map((page) => page.page_id)).toEqual(['imprint']);
    expect(rows.payments.map((type) => type.payart_id)).toEqual([164, 300]);
  });

  it('rejects an invalid catalog without touching the database', async () => {
    const before = await dump();
    const broken = { ...fixtureCatalog(), payment_types: [{ payartId: -1, name: {}, sequence_no: 1 }] };
    await expect(importCatalog(db(), broken)).rejects.toBeInstanceOf(z.ZodError);
    expect(await dump()).toEqual(before);
  });
});

describe('demo/catalog.json', () => {
  it('exists, validates and imports into a fresh database', async () => {
    const file = join(REPO_ROOT, 'demo', 'catalog.json');
    expect(existsSync(file)).toBe(true);
    const fresh = await createTestDatabase();
    const freshDb = createDatabase(fresh.database);
    try {
      await migrateToLatest(freshDb, fresh.database.kind === 'postgres' ? fresh.database.schema : undefined);
      const result = await importCatalog(freshDb, await readCatalogFile(file));
      expect(listOf(result.lists, 'pages')?.added.length).toBeGreaterThanOrEqual(4);
      expect(listOf(result.lists, 'payment_types')?.added.length).toBeGreaterThan(0);
      expect(listOf(result.lists, 'events')?.added.length).toBeGreaterThanOrEqual(4);
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
});

describe('a kind of line brings its own part of the catalog', () => {
  const exhibitsShape = { exhibits: z.array(z.object({ id: z.number().int().positive(), name: z.string() })).default([]) };
  const stored = new Map<number, string>();
  const loaded: { shopId: number; names: string[]; inTransaction: boolean; prune: boolean }[] = [];
  const exhibits: CatalogPart<typeof exhibitsShape> = {
    shape: exhibitsShape,
    lists: { exhibits: { removal: 'delete' } },
    eventRowIds: ({ exhibits: entries }) => entries.map((entry) => entry.id),
    suggestible: ({ exhibits: entries }) => ({ ticket: entries.map((entry) => entry.id) }),
    check: ({ exhibits: entries }, report) => {
      for (const entry of entries) if (entry.name === '') report(`exhibit ${entry.id} has no name`);
    },
    load: async (trx, shopId, { exhibits: entries }, { prune }) => {
      loaded.push({ shopId, names: entries.map((entry) => entry.name), inTransaction: trx.isTransaction, prune });
      if (prune) stored.clear();
      for (const entry of entries) stored.set(entry.id, entry.name);
    },
    export: async () => ({ exhibits: [...stored].map(([id, name]) => ({ id, name })) }),
  };
  const parts = [exhibits] as const;
  const composition = { schema: composeCatalogSchema(parts), entriesSchema: composeCatalogEntriesSchema(parts), parts };

  it('is validated, compared with what it exports and written with the shared keys, in their transaction', async () => {
    loaded.length = 0;
    stored.set(9002, 'Klee');
    const catalog = { ...fixtureCatalog(), exhibits: [{ id: 9001, name: 'Monet' }], suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'ticket', id: 9001 }] }] };
    const result = await importCatalogWith(composition, db(), catalog);
    expect(listOf(result.lists, 'exhibits')).toEqual({ list: 'exhibits', single: false, added: ['9001'], changed: [], unchanged: 0, unmentioned: ['9002'], removal: 'delete' });
    expect(loaded).toEqual([{ shopId: 177, names: ['Monet'], inTransaction: true, prune: false }]);
  });

  it('checks across lists what the shop will hold: a suggestion may name an entry the file leaves, not one --prune removes', async () => {
    const suggestsKept = { ...fixtureCatalog(), exhibits: [], suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'ticket', id: 9002 }] }] };
    await expect(importCatalogWith(composition, db(), suggestsKept, { dryRun: true })).resolves.toMatchObject({ applied: false });
    await expect(importCatalogWith(composition, db(), suggestsKept, { dryRun: true, prune: true })).rejects.toThrow(/suggestion names unknown ticket 9002/);
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
