import {
  apiErrorSchema,
  merchandiseSelectResponseSchema,
  officeCategoryListResponseSchema,
  officeCategoryOrderStaleErrorSchema,
  officeCategoryResponseSchema,
  officeCategoryStaleErrorSchema,
  officeProductListResponseSchema,
  officeProductResponseSchema,
  officeProductStaleErrorSchema,
  type OfficeProductInput,
  type OfficeProductRecord,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { exportCatalog, importCatalog } from '../../kinds.js';
import { choose, execPayment, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database, as behind a load balancer; SQLite is one instance by design. */
let second: FastifyInstance;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, app = t.app) =>
  officeCall(app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeProductRecord => officeProductResponseSchema.parse(res.json()).data.record;

const UPLOADED = 'uploads/AAAAAAAAAAAAAAAAAAAAAA-{width}.webp';

/** A mug in the gifts category (3), with a picture, at CHF 24. */
const mug = (): OfficeProductInput => ({
  name: { de: 'Tasse «Seeufer»', fr: 'Tasse « Bord du lac »', en: 'Lakeside mug' },
  teaser: { de: 'Steingut, 3 dl.', en: 'Stoneware, 3 dl.' },
  description: { de: 'Spülmaschinenfest.\n\nHergestellt in Langenthal.' },
  images: [{ src: UPLOADED, alt: { de: 'Die Tasse', en: 'The mug' } }],
  price: 2400,
  vatValue: 8.1,
  weight: 350,
  categories: [3],
  listed: true,
  sequenceNo: 6,
});

const create = async (product: OfficeProductInput = mug(), stock = 12): Promise<OfficeProductRecord> => {
  const res = await call(editor, 'POST', '/products', { product, stock });
  expect(res.statusCode, res.body).toBe(201);
  return recordOf(res);
};

const edited = (record: OfficeProductRecord, change: (product: OfficeProductRecord['product']) => OfficeProductRecord['product']) => ({ product: change(structuredClone(record.product)), version: record.version });

const shopList = async (lang = 'en', app = t.app) => merchandiseSelectResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/${lang}/merchandise/select` })).json()).data.products;

/** Buys and pays `count` units of a product as a new guest: the units are sold. */
const purchase = async (app: FastifyInstance, id: number, count = 1) => {
  const token = await registerGuest(app);
  const { path } = await startPayment(app, token, [{ type: 'merchandise', id, count }]);
  const cartId = (await choose(app, path, 'confirmed')).searchParams.get('cartId') ?? '';
  const paid = await execPayment(app, cartId);
  expect(paid.statusCode, paid.body).toBe(200);
};

const countersOf = (id: number) => t.app.db.selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();

describe(`the office creates a product (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('answers 201 with the product, its new id, version and stock; the shop lists it with its picture, price and category', async () => {
    const record = await create();
    expect(record).toMatchObject({ product: { name: mug().name, price: 2400, categories: [3] }, stock: { total: 12, sold: 0, held: 0, inStock: 12, available: 12 } });
    const listed = (await shopList('fr')).find((product) => product.id === record.id);
    expect(listed).toMatchObject({ name: 'Tasse « Bord du lac »', price: 2400, vat_value: 8.1, stock: 12, weight: 350, image: { src: `/static/${UPLOADED}` }, custom_groups: [{ id: 3 }] });
    const office = officeProductListResponseSchema.parse((await call(editor, 'GET', '/products')).json()).data.products;
    expect(office.find((product) => product.id === record.id)).toMatchObject({ image: UPLOADED, stock: { available: 12 }, version: record.version });
  });

  it('makes two products of two creates at the same instant, on any instance: neither overwrites the other', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([t.app, second].map((app, i) => call(editor, 'POST', '/products', { product: { ...mug(), sequenceNo: 100 + 2 * round + i }, stock: 1 }, app)));
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
      const ids = answers.map((res) => recordOf(res).id);
      const stored = await t.app.db.selectFrom('products').select('sequence_no').where('id', 'in', ids).orderBy('sequence_no').execute();
      expect(stored.map((row) => row.sequence_no)).toEqual([100 + 2 * round, 101 + 2 * round]);
    }
  });

  it('keeps the creation in the audit log with the product and its stock', async () => {
    const record = await create();
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `product:${record.id}`).execute();
    expect(audit.map((entry) => [entry.action, entry.staff_id, entry.before_json, JSON.parse(entry.after_json ?? 'null')])).toEqual([
      ['product.create', editor.session.staff.id, null, { ...record.product, stock: record.stock }],
    ]);
  });

  it('refuses a nameless product and an unknown category with 422 and the field messages in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'fr' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const nameless = await call(editor, 'POST', '/products', { product: { ...mug(), name: { de: ' ' } }, stock: 1 });
      expect(nameless.statusCode).toBe(422);
      expect(nameless.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'product.name': ['Ce champ est obligatoire.'] } });
      const unknown = await call(editor, 'POST', '/products', { product: { ...mug(), categories: [3, 99] }, stock: 1 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'product.categories.1': ['Cette valeur n’est pas valide.'] } });
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('refuses a picture path that leaves the shop’s pictures as a malformed request (400)', async () => {
    const res = await call(editor, 'POST', '/products', { product: { ...mug(), images: [{ src: '../../etc/passwd', alt: {} }] }, stock: 1 });
    expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the office edits a product', () => {
  it('raises a price: the shop shows it at once, a basket still at the old price meets PRICE_CHANGED, and the stock stays', async () => {
    const record = await create();
    const token = await registerGuest(t.app);
    const res = await call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, price: 2600 })));
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after.version).toBeGreaterThan(record.version);
    expect(after.stock).toEqual(record.stock);
    expect((await shopList()).find((product) => product.id === record.id)?.price).toBe(2600);

    const stale = await initPayment(t.app, token, initBody([{ type: 'merchandise', id: record.id, count: 2, totalPrice: 4800 }]));
    expect([stale.statusCode, apiErrorSchema.parse(stale.json()).code]).toEqual([422, 'PRICE_CHANGED']);

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `product:${record.id}`).where('action', '=', 'product.update').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual([record.product, after.product]);
  });

  it('tells the second of two editors of the same version, with the product as the first left it', async () => {
    const record = await create();
    const first = await call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, weight: 400 })));
    expect(first.statusCode).toBe(200);
    const late = await call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, weight: 500 })));
    expect(late.statusCode).toBe(409);
    const stale = officeProductStaleErrorSchema.parse(late.json());
    expect(stale.current).toEqual(recordOf(first));
    expect(stale.message).toBe('Someone else has changed this in the meantime. Please check the current version and try again.');
  });

  it('lets exactly one of many simultaneous edits of one version through', async () => {
    const record = await create();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, sequenceNo: i })), i % 2 === 0 ? t.app : second)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('counts the version up when a catalog import changes the product, and not when it leaves it as it is', async () => {
    const catalog = fixtureCatalogWithMerchandise();
    const before = recordOf(await call(editor, 'GET', '/products/701'));
    await importCatalog(t.app.db, catalog);
    expect(recordOf(await call(editor, 'GET', '/products/701')).version).toBe(before.version);
    await importCatalog(t.app.db, { ...catalog, products: (catalog.products ?? []).map((product) => (product.id === 701 ? { ...product, price: 4100 } : product)) });
    const stale = await call(editor, 'PUT', '/products/701', { product: before.product, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(officeProductStaleErrorSchema.parse(stale.json()).current.product.price).toBe(4100);
    await importCatalog(t.app.db, catalog);
  });

  it('exports an edited product as the catalog file writes it', async () => {
    const record = await create();
    await call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, teaser: { de: 'Neu.' } })));
    const shop = await t.app.db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    const file = await exportCatalog(t.app.db, shop.id);
    expect((file.products ?? []).find((product) => product.id === record.id)).toMatchObject({ teaser: { de: 'Neu.' }, images: [{ src: UPLOADED, alt: { de: 'Die Tasse', en: 'The mug' } }], stock: 12 });
  });

  it('unlists a product: the shop no longer offers it, the office still has it', async () => {
    const record = await create();
    const res = await call(editor, 'PUT', `/products/${record.id}`, edited(record, (product) => ({ ...product, listed: false })));
    expect(res.statusCode).toBe(200);
    expect((await shopList()).map((product) => product.id)).not.toContain(record.id);
    expect(recordOf(await call(editor, 'GET', `/products/${record.id}`)).product.listed).toBe(false);
  });

  it('answers 404 OFFICE_PRODUCT_NOT_FOUND for a product that does not exist, and for an annual pass', async () => {
    for (const path of ['/products/999999', '/products/704']) {
      const res = await call(editor, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'OFFICE_PRODUCT_NOT_FOUND', message: 'This product does not exist.' });
    }
    const record = recordOf(await call(editor, 'GET', '/products/701'));
    const res = await call(editor, 'PUT', '/products/999999', { product: record.product, version: record.version });
    expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([404, 'OFFICE_PRODUCT_NOT_FOUND']);
  });
});

describe('stock: adjustments that never lose a sale', () => {
  it('adds received units on top of whatever was sold meanwhile, and audits the adjustment', async () => {
    const record = await create(mug(), 5);
    await purchase(t.app, record.id, 2);
    const res = await call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'received', quantity: 20 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(recordOf(res).stock).toEqual({ total: 25, sold: 2, held: 0, inStock: 23, available: 23 });
    expect(recordOf(res).version).toBe(record.version);
    expect((await shopList()).find((product) => product.id === record.id)?.stock).toBe(23);
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `product:${record.id}`).where('action', '=', 'product.stock').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual([
      { total: 5, sold: 2, held: 0, inStock: 3, available: 3 },
      { total: 25, sold: 2, held: 0, inStock: 23, available: 23, adjustment: { kind: 'received', quantity: 20 } },
    ]);
  });

  it('sets a count against the figure the editor read; a sale since makes it stale, with the stock as it is now', async () => {
    const record = await create(mug(), 10);
    const counted = await call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'counted', inStock: 8, readInStock: 10 } });
    expect(recordOf(counted).stock).toMatchObject({ total: 8, inStock: 8 });

    await purchase(t.app, record.id, 1);
    const late = await call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'counted', inStock: 8, readInStock: 8 } });
    expect(late.statusCode).toBe(409);
    expect(officeProductStaleErrorSchema.parse(late.json()).current.stock).toEqual({ total: 8, sold: 1, held: 0, inStock: 7, available: 7 });
    expect(await countersOf(record.id)).toEqual({ stock: 8, sold: 1, held: 0 });
  });

  it('counts units held by open checkouts as in stock: they are on the shelf until paid', async () => {
    const record = await create(mug(), 6);
    await startPayment(t.app, await registerGuest(t.app), [{ type: 'merchandise', id: record.id, count: 2 }]);
    const read = recordOf(await call(editor, 'GET', `/products/${record.id}`)).stock;
    expect(read).toEqual({ total: 6, sold: 0, held: 2, inStock: 6, available: 4 });
    const res = await call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'counted', inStock: 5, readInStock: read.inStock } });
    expect(recordOf(res).stock).toEqual({ total: 5, sold: 0, held: 2, inStock: 5, available: 3 });
  });

  it('races buyers paying for the last units against an editor’s deliveries and count: every sale stays sold, no unit is sold twice', async () => {
    const record = await create(mug(), 4);
    const apps = [t.app, second];
    const read = recordOf(await call(editor, 'GET', `/products/${record.id}`)).stock;
    const buyers = Array.from({ length: 6 }, (_, i) => purchase(apps[i % 2] ?? t.app, record.id).then(() => 'sold', () => 'refused'));
    const deliveries = Array.from({ length: 3 }, (_, i) => call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'received', quantity: 1 } }, apps[i % 2]));
    const count = call(editor, 'POST', `/products/${record.id}/stock`, { adjustment: { kind: 'counted', inStock: 4, readInStock: read.inStock } }, second);
    const [sales, received, counted] = await Promise.all([Promise.all(buyers), Promise.all(deliveries), count]);
    expect(received.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const sold = sales.filter((outcome) => outcome === 'sold').length;
    const after = await countersOf(record.id);
    expect(after.sold).toBe(sold);
    expect(after.held).toBe(0);
    // The count either came before every sale (a no-op on 4) or was refused because one had come first: either way the total is 4 + 3 delivered.
    expect([200, 409]).toContain(counted.statusCode);
    expect(after.stock).toBe(7);
    expect(after.sold).toBeLessThanOrEqual(after.stock);
    const audited = await t.app.db.selectFrom('office_audit').select('action').where('target', '=', `product:${record.id}`).where('action', '=', 'product.stock').execute();
    expect(audited).toHaveLength(3 + (counted.statusCode === 200 ? 1 : 0));
  });

  it('refuses a count below zero and a delivery of nothing as malformed (400): the form never sends them', async () => {
    for (const adjustment of [{ kind: 'counted', inStock: -1, readInStock: 12 }, { kind: 'received', quantity: 0 }]) {
      const res = await call(editor, 'POST', '/products/701/stock', { adjustment });
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('categories', () => {
  const categories = async () => officeCategoryListResponseSchema.parse((await call(editor, 'GET', '/product-categories')).json()).data.categories;

  it('adds a category after the others, renames it against its version, and audits both', async () => {
    const res = await call(editor, 'POST', '/product-categories', { category: { slug: 'jewellery', name: { de: 'Schmuck', en: 'Jewellery' } } });
    expect(res.statusCode, res.body).toBe(201);
    const record = officeCategoryResponseSchema.parse(res.json()).data.record;
    expect((await categories()).at(-1)).toEqual(record);
    const renamed = await call(editor, 'PUT', `/product-categories/${record.id}`, { category: { ...record.category, name: { de: 'Schmuck', en: 'Jewelry' } }, version: record.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const late = await call(editor, 'PUT', `/product-categories/${record.id}`, { category: record.category, version: record.version });
    expect(late.statusCode).toBe(409);
    expect(officeCategoryStaleErrorSchema.parse(late.json()).current.category.name.en).toBe('Jewelry');
    const audit = await t.app.db.selectFrom('office_audit').select('action').where('target', '=', `category:${record.id}`).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['category.create', 'category.update']);
  });

  it('refuses a slug another category has, in the editor’s language', async () => {
    const res = await call(editor, 'POST', '/product-categories', { category: { slug: 'books', name: { en: 'More books' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'category.slug': ['This entry is listed twice.'] } });
  });

  it('puts the categories in a new order the shop follows; a stale version or a list missing one changes nothing', async () => {
    const before = await categories();
    const reversed = [...before].reverse().map(({ id, version }) => ({ id, version }));
    const res = await call(editor, 'PUT', '/product-categories/order', { categories: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const after = officeCategoryListResponseSchema.parse(res.json()).data.categories;
    expect(after.map((category) => category.id)).toEqual(reversed.map((entry) => entry.id));
    const attr = (await t.app.inject({ method: 'GET', url: '/api/en/merchandise/attr' })).json() as { data: { category: { id: number }[] } };
    const shown = attr.data.category.map((category) => category.id);
    expect(shown).toEqual(after.map((category) => category.id).filter((id) => shown.includes(id)));

    const stale = await call(editor, 'PUT', '/product-categories/order', { categories: before.map(({ id, version }) => ({ id, version })) });
    expect(stale.statusCode).toBe(409);
    expect(officeCategoryOrderStaleErrorSchema.parse(stale.json()).current).toEqual(after);
    const missing = await call(editor, 'PUT', '/product-categories/order', { categories: after.slice(1).map(({ id, version }) => ({ id, version })) });
    expect([missing.statusCode, apiErrorSchema.parse(missing.json()).code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(await categories()).toEqual(after);
    expect(await t.app.db.selectFrom('office_audit').select('action').where('action', '=', 'category.order').execute()).toHaveLength(1);
  });

  it('answers 404 OFFICE_CATEGORY_NOT_FOUND for a category that does not exist', async () => {
    const res = await call(editor, 'PUT', '/product-categories/99999', { category: { slug: 'none', name: { en: 'None' } }, version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OFFICE_CATEGORY_NOT_FOUND', message: 'This category does not exist.' });
    const deleted = await call(editor, 'DELETE', '/product-categories/99999?version=1');
    expect([deleted.statusCode, apiErrorSchema.parse(deleted.json()).code]).toEqual([404, 'OFFICE_CATEGORY_NOT_FOUND']);
  });

  const newCategory = async (slug: string) => {
    const res = await call(editor, 'POST', '/product-categories', { category: { slug, name: { en: slug } } });
    expect(res.statusCode, res.body).toBe(201);
    return officeCategoryResponseSchema.parse(res.json()).data.record;
  };

  it('deletes an empty category against the version its editor read, audits it, and leaves its slug free', async () => {
    const record = await newCategory('maps');
    const stale = await call(editor, 'DELETE', `/product-categories/${record.id}?version=${record.version + 1}`);
    expect(stale.statusCode).toBe(409);
    expect(officeCategoryStaleErrorSchema.parse(stale.json()).current).toEqual(record);

    const res = await call(editor, 'DELETE', `/product-categories/${record.id}?version=${record.version}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = officeCategoryListResponseSchema.parse(res.json()).data.categories;
    expect(left.map((category) => category.id)).not.toContain(record.id);
    expect(await categories()).toEqual(left);
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'before_json', 'after_json']).where('target', '=', `category:${record.id}`).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['category.create', 'category.delete']);
    expect([JSON.parse(audit[1]?.before_json ?? 'null'), JSON.parse(audit[1]?.after_json ?? 'null')]).toEqual([record.category, null]);
    expect((await call(editor, 'DELETE', `/product-categories/${record.id}?version=${record.version}`)).statusCode).toBe(404);
    expect((await newCategory('maps')).category.slug).toBe('maps');
  });

  it('refuses to delete a category that holds products, naming how many: unlisted ones and annual passes count', async () => {
    const inGifts = (await t.app.db.selectFrom('products').select('groups').execute()).filter((row) => (JSON.parse(row.groups) as number[]).includes(3)).length;
    expect(inGifts).toBeGreaterThan(1);
    const gifts = (await categories()).find((category) => category.id === 3);
    const res = await call(editor, 'DELETE', `/product-categories/3?version=${gifts?.version}`);
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json())).toEqual({ code: 'OFFICE_CATEGORY_IN_USE', message: `${inGifts} products are still in this category. Take them out of the category first, then delete the category.`, params: { products: inGifts } });

    // Category 4 holds one annual pass, which the office's goods do not list.
    const passes = (await categories()).find((category) => category.id === 4);
    const german = await officeCall(t.app, 'DELETE', `/product-categories/4?version=${passes?.version}`, { cookie: editor.cookie, csrf: editor.csrf, lang: 'de' });
    expect(german.json()).toMatchObject({ code: 'OFFICE_CATEGORY_IN_USE', message: 'In dieser Kategorie ist noch 1 Produkt. Nehmen Sie es zuerst aus der Kategorie heraus, dann können Sie die Kategorie löschen.', params: { products: 1 } });

    const maps = await newCategory('city-maps');
    const hidden = await create({ ...mug(), categories: [maps.id], listed: false });
    expect((await call(editor, 'DELETE', `/product-categories/${maps.id}?version=${maps.version}`)).json()).toMatchObject({ code: 'OFFICE_CATEGORY_IN_USE', params: { products: 1 } });
    const moved = await call(editor, 'PUT', `/products/${hidden.id}`, edited(hidden, (product) => ({ ...product, categories: [3] })));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(editor, 'DELETE', `/product-categories/${maps.id}?version=${maps.version}`)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('office_audit').select('action').where('action', '=', 'category.delete').where('target', '=', 'category:3').execute()).toEqual([]);
  });

  it('never leaves a product in a deleted category when the product is put in it at the same instant', async () => {
    for (let round = 0; round < 5; round++) {
      const category = await newCategory(`race-${round}`);
      const product = await create({ ...mug(), categories: [] });
      const [deleted, moved] = await Promise.all([
        call(editor, 'DELETE', `/product-categories/${category.id}?version=${category.version}`, undefined, t.app),
        call(editor, 'PUT', `/products/${product.id}`, edited(product, (data) => ({ ...data, categories: [category.id] })), second),
      ]);
      const kept = (await categories()).some((other) => other.id === category.id);
      const named = recordOf(await call(editor, 'GET', `/products/${product.id}`)).product.categories.includes(category.id);
      // Either the product went in first and the category stays, or the category went first and the product is refused.
      expect([deleted.statusCode, moved.statusCode, kept, named]).toEqual(kept ? [409, 200, true, true] : [200, 422, false, false]);
    }
  });

  it('lets exactly one of two editors who create the same slug at the same instant have it, on any instance', async () => {
    for (let round = 0; round < 5; round++) {
      const slug = `twin-${round}`;
      const answers = await Promise.all([t.app, second].map((app) => call(editor, 'POST', '/product-categories', { category: { slug, name: { en: slug } } }, app)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
      expect(answers.find((res) => res.statusCode === 422)?.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'category.slug': ['This entry is listed twice.'] } });
      expect((await categories()).filter((category) => category.category.slug === slug)).toHaveLength(1);
    }
  });

  it('lets exactly one of several editors who give one slug to different categories at the same instant have it', async () => {
    for (let round = 0; round < 5; round++) {
      const slug = `shared-${round}`;
      const [first, other] = [await newCategory(`first-${round}`), await newCategory(`other-${round}`)];
      const renamed = (record: typeof first, app: FastifyInstance) => call(editor, 'PUT', `/product-categories/${record.id}`, { category: { ...record.category, slug }, version: record.version }, app);
      const answers = await Promise.all([
        renamed(first, t.app),
        renamed(other, second),
        call(editor, 'POST', '/product-categories', { category: { slug, name: { en: slug } } }, t.app),
        call(editor, 'POST', '/product-categories', { category: { slug, name: { en: slug } } }, second),
      ]);
      expect(answers.filter((res) => res.statusCode === 200 || res.statusCode === 201)).toHaveLength(1);
      for (const res of answers.filter((answer) => answer.statusCode >= 400)) expect([res.statusCode, res.json()]).toMatchObject([422, { errors: { 'category.slug': ['This entry is listed twice.'] } }]);
      expect((await categories()).filter((category) => category.category.slug === slug)).toHaveLength(1);
    }
  });
});

describe('who may work on the shop’s goods', () => {
  it('refuses door, box office and accountant (403), a signed-out caller (401) and a write without the CSRF token (403)', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path, payload] of [
        ['GET', '/products', undefined],
        ['GET', '/products/701', undefined],
        ['POST', '/products', { product: mug(), stock: 1 }],
        ['POST', '/products/701/stock', { adjustment: { kind: 'received', quantity: 1 } }],
        ['GET', '/product-categories', undefined],
        ['POST', '/product-categories', { category: { slug: 'x', name: { en: 'X' } } }],
        ['DELETE', '/product-categories/2?version=1', undefined],
      ] as const) {
        const res = await call(member, method, path, payload);
        expect([role, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/products')).statusCode).toBe(401);
    expect((await officeCall(t.app, 'DELETE', '/product-categories/2?version=1')).statusCode).toBe(401);
    const noCsrf = await officeCall(t.app, 'POST', '/products/701/stock', { cookie: editor.cookie, payload: { adjustment: { kind: 'received', quantity: 1 } } });
    expect([noCsrf.statusCode, apiErrorSchema.parse(noCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
    const deleteWithoutCsrf = await officeCall(t.app, 'DELETE', '/product-categories/2?version=1', { cookie: editor.cookie });
    expect([deleteWithoutCsrf.statusCode, apiErrorSchema.parse(deleteWithoutCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
    expect((await t.app.db.selectFrom('product_groups').select('id').where('id', '=', 2).execute())).toHaveLength(1);
  });

  it('lets an owner do everything an editor can', async () => {
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    const res = await call(owner, 'POST', '/products', { product: mug(), stock: 3 });
    expect(res.statusCode).toBe(201);
    expect((await call(owner, 'POST', `/products/${recordOf(res).id}/stock`, { adjustment: { kind: 'received', quantity: 2 } })).statusCode).toBe(200);
    const category = officeCategoryResponseSchema.parse((await call(owner, 'POST', '/product-categories', { category: { slug: 'owners-choice', name: { en: 'Owner’s choice' } } })).json()).data.record;
    expect((await call(owner, 'DELETE', `/product-categories/${category.id}?version=${category.version}`)).statusCode).toBe(200);
  });
});
