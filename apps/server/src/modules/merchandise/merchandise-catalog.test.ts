import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { fixtureCatalogWithMerchandise, fixtureProducts } from '../../test-support/fixture-merchandise.js';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';
import { importCatalog } from '../../kinds.js';
import { catalogSchema } from '../../kinds.js';

const database = useMigratedDatabase();
const db = (): Db => database.db;

const dump = async () => ({
  groups: await db().selectFrom('product_groups').selectAll().orderBy('id').execute(),
  products: await db().selectFrom('products').selectAll().orderBy('id').execute(),
  commerce: await db().selectFrom('shop_commerce').selectAll().execute(),
});

describe('loading merchandise', () => {
  it('writes categories, products with their stock, shipping zones and suggestion rules', async () => {
    const result = await importCatalog(db(), fixtureCatalogWithMerchandise());
    expect(result.lists.find((list) => list.list === 'products')?.added).toHaveLength(5);
    const rows = await dump();
    expect(rows.groups.map((group) => group.slug)).toEqual(['books', 'posters', 'gifts', 'passes']);
    expect(rows.products.find((product) => product.id === 701)).toMatchObject({ price: 3900, vat_value: 2.6, weight_grams: 1200, stock: 20, sold: 0, held: 0, listed: 1, product_kind_ref: null, groups: '[1]' });
    expect(rows.products.find((product) => product.id === 704)).toMatchObject({ product_kind_ref: '13' });
    expect(JSON.parse(rows.commerce[0]?.shipping ?? '[]')).toHaveLength(3);
    expect(JSON.parse(rows.commerce[0]?.suggestions ?? '[]')).toHaveLength(3);
  });

  it('loading again keeps what was sold and held; a higher stock restocks', async () => {
    await db().updateTable('products').set({ sold: 2, held: 1 }).where('id', '=', 702).execute();
    const before = await dump();
    await importCatalog(db(), fixtureCatalogWithMerchandise());
    expect(await dump()).toEqual(before);
    const restocked = { ...fixtureCatalogWithMerchandise(), products: fixtureProducts().map((product) => (product.id === 702 ? { ...product, stock: 10 } : product)) };
    await importCatalog(db(), restocked);
    expect(await db().selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', 702).executeTakeFirstOrThrow()).toEqual({ stock: 10, sold: 2, held: 1 });
  });

  it('leaves a product and a category the file no longer names; with --prune keeps the product unlisted, for its orders, and drops the category', async () => {
    const catalog = fixtureCatalogWithMerchandise();
    const trimmed = {
      ...catalog,
      product_groups: catalog.product_groups?.filter((group) => group.id !== 4),
      products: fixtureProducts().filter((product) => product.id !== 703 && product.id !== 704),
      suggestions: [],
    };
    await importCatalog(db(), trimmed);
    const kept = await dump();
    expect(kept.products.every((product) => product.listed === 1)).toBe(true);
    expect(kept.groups.map((group) => group.id)).toEqual([1, 2, 3, 4]);
    await importCatalog(db(), trimmed, { prune: true });
    const rows = await dump();
    expect(rows.products.filter((product) => product.listed === 0).map((product) => product.id)).toEqual([703, 704]);
    expect(rows.groups.map((group) => group.id)).toEqual([1, 2, 3]);
  });

  it('lets two categories swap their slugs in one import, and refuses a slug a category the shop keeps has', async () => {
    const catalog = fixtureCatalogWithMerchandise();
    const swapped = (group: { id: number; slug: string }) => (group.id === 1 ? { ...group, slug: 'posters' } : group.id === 2 ? { ...group, slug: 'books' } : group);
    await importCatalog(db(), { ...catalog, product_groups: catalog.product_groups?.map(swapped) });
    expect((await dump()).groups.map((group) => [group.id, group.slug])).toEqual([[1, 'posters'], [2, 'books'], [3, 'gifts'], [4, 'passes']]);

    // Without --prune the shop keeps category 4, "passes": a file that gives its slug to another is refused, and writes nothing.
    const taking = { ...catalog, product_groups: catalog.product_groups?.filter((group) => group.id !== 4).map((group) => (group.id === 3 ? { ...group, slug: 'passes' } : swapped(group))) };
    await expect(importCatalog(db(), taking)).rejects.toThrow(/slug passes is taken by categories 3 and 4/);
    expect((await dump()).groups.map((group) => group.slug)).toEqual(['posters', 'books', 'gifts', 'passes']);
    await importCatalog(db(), { ...taking, products: fixtureProducts().filter((product) => !product.custom_groups.includes(4)) }, { prune: true });
    expect((await dump()).groups.map((group) => group.slug)).toEqual(['posters', 'books', 'passes']);
    await importCatalog(db(), catalog);
  });

  it.each([
    ['a product naming an unknown category', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, product_groups: c.product_groups?.slice(1) })],
    ['a suggestion naming an unknown product', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'merchandise', id: 1 }] }] })],
    ['a suggestion naming an unknown tour', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, suggestions: [{ when: { type: 'any' }, suggest: [{ type: 'guidedTour', id: 501 }] }] })],
    ['two categories with one slug', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, product_groups: c.product_groups?.map((group) => (group.id === 2 ? { ...group, slug: 'books' } : group)) })],
    ['a category slug with spaces', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, product_groups: [{ id: 1, slug: 'Our books', name: { en: 'x' } }] })],
    ['a shipping zone with a lower-case country', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, shipping: [{ name: { en: 'x' }, countries: ['ch'], bands: [{ max_weight: 1, price: 1 }] }] })],
    ['a shipping zone without bands', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, shipping: [{ name: { en: 'x' }, countries: ['CH'], bands: [] }] })],
    ['a fractional weight', (c: ReturnType<typeof fixtureCatalogWithMerchandise>) => ({ ...c, products: fixtureProducts().map((p) => ({ ...p, weight: 0.5 })) })],
  ])('refuses %s', (_name, change) => {
    expect(catalogSchema.safeParse(change(fixtureCatalogWithMerchandise())).success).toBe(false);
  });
});
