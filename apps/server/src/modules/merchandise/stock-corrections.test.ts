import { apiErrorSchema, officeProductResponseSchema, stockHistoryResponseSchema, type OfficeProductInput, type OfficeProductRecord } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buyAndPay, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database; SQLite is one instance by design. */
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

const call = (method: 'GET' | 'POST', path: string, payload?: object, app = t.app) => officeCall(app, method, path, { cookie: editor.cookie, csrf: editor.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeProductRecord => officeProductResponseSchema.parse(res.json()).data.record;
const countersOf = (id: number) => t.app.db.selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();
const mug: OfficeProductInput = { name: { en: 'Mug' }, price: 2400, vatValue: 8.1, weight: 350 };

const create = async (stock: number): Promise<number> => recordOf(await call('POST', '/products', { product: mug, stock })).id;
const correct = (id: number, adjustment: object, app = t.app) => call('POST', `/products/${id}/stock`, { adjustment }, app);

describe('stock corrections', () => {
  it('take damaged units off with their reason and note, audited, and never below what is sold and held', async () => {
    const id = await create(6);
    await buyAndPay(t.app, await registerGuest(t.app), [{ type: 'merchandise', id, count: 2 }]);
    await startPayment(t.app, await registerGuest(t.app), [{ type: 'merchandise', id, count: 1 }]);
    const res = await correct(id, { kind: 'removed', quantity: 2, reason: 'damaged', note: 'Dropped in the store room' });
    expect(res.statusCode, res.body).toBe(200);
    expect(recordOf(res).stock).toEqual({ total: 4, sold: 2, held: 1, inStock: 2, available: 1 });

    // One unit is free: two cannot go, and a count of fewer than the one held cannot be.
    const below = await correct(id, { kind: 'removed', quantity: 2, reason: 'lost' });
    expect([below.statusCode, apiErrorSchema.parse(below.json()).code]).toEqual([409, 'OFFICE_STOCK_BELOW_SOLD']);
    const countBelow = await correct(id, { kind: 'counted', inStock: 0, readInStock: 2 });
    expect([countBelow.statusCode, apiErrorSchema.parse(countBelow.json()).code]).toEqual([409, 'OFFICE_STOCK_BELOW_SOLD']);
    expect(await countersOf(id)).toEqual({ stock: 4, sold: 2, held: 1 });
  });

  it('of removals racing on several instances, only those that leave the sold and held units stand', async () => {
    const id = await create(5);
    await buyAndPay(t.app, await registerGuest(t.app), [{ type: 'merchandise', id, count: 2 }]);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => correct(id, { kind: 'removed', quantity: 1, reason: 'lost' }, i % 2 === 0 ? t.app : second)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
    expect(await countersOf(id)).toEqual({ stock: 2, sold: 2, held: 0 });
  });

  it('keep a history per product, newest first, with who, why, how many and what was left', async () => {
    const id = await create(10);
    await correct(id, { kind: 'received', quantity: 5, note: 'Reprint' });
    await correct(id, { kind: 'removed', quantity: 1, reason: 'own-use' });
    await correct(id, { kind: 'counted', inStock: 12, readInStock: 14 });
    const res = await call('GET', `/products/${id}/stock-history`);
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = stockHistoryResponseSchema.parse(res.json()).data;
    expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
      { staffName: editor.session.staff.name, kind: 'counted', reason: null, difference: -2, inStock: 12, note: null },
      { staffName: editor.session.staff.name, kind: 'removed', reason: 'own-use', difference: -1, inStock: 14, note: null },
      { staffName: editor.session.staff.name, kind: 'received', reason: null, difference: 5, inStock: 15, note: 'Reprint' },
    ]);
    const unknown = await call('GET', '/products/999999/stock-history');
    expect([unknown.statusCode, apiErrorSchema.parse(unknown.json()).code]).toEqual([404, 'OFFICE_PRODUCT_NOT_FOUND']);
    const boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
    expect((await officeCall(t.app, 'GET', `/products/${id}/stock-history`, { cookie: boxOffice.cookie })).statusCode).toBe(403);
  });
});
