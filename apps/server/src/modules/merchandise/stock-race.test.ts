import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { initBody, initPayment, registerGuest, startPayment, choose, execPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise, fixtureProducts } from '../../test-support/fixture-merchandise.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;
const POSTER_STOCK = 3;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database, as a big sale runs; SQLite is one instance by design. */
let second: FastifyInstance;
beforeAll(async () => {
  const catalog = fixtureCatalogWithMerchandise();
  t = await createTestApp({ catalog: { ...catalog, products: fixtureProducts().map((product) => (product.id === 705 ? { ...product, stock: 10 } : product)) } });
  second = postgres ? await buildApp(t.config) : t.app;
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

const stockOf = (id: number) => t.app.db.selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();

describe(`the race for the last units of a product (${postgres ? 'PostgreSQL, two server instances' : 'SQLite'})`, () => {
  it('40 concurrent buyers of one postcard set together hold exactly the 10 in stock', async () => {
    const apps = [t.app, second];
    const tokens = await Promise.all(Array.from({ length: 40 }, (_, i) => registerGuest(apps[i % 2] ?? t.app)));
    const results = await Promise.all(tokens.map((token, i) => initPayment(apps[i % 2] ?? t.app, token, initBody([{ type: 'merchandise', id: 705, count: 1 }]))));
    const codes = results.map((res) => (res.statusCode === 200 ? 'held' : (res.json() as { code: string }).code));
    expect(codes.filter((code) => code === 'held')).toHaveLength(10);
    expect(new Set(codes.filter((code) => code !== 'held'))).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf(705)).toEqual({ stock: 10, sold: 0, held: 10 });
  });

  it('buyers of several units never take more than is left, and paying sells exactly what they hold', async () => {
    const apps = [t.app, second];
    const tokens = await Promise.all(Array.from({ length: 6 }, (_, i) => registerGuest(apps[i % 2] ?? t.app)));
    // Six buyers of two posters each race for three: exactly one gets two, the rest learn how many are left or that none are.
    const started = await Promise.allSettled(tokens.map((token, i) => startPayment(apps[i % 2] ?? t.app, token, [{ type: 'merchandise', id: 702, count: 2 }])));
    const winners = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(winners).toHaveLength(1);
    for (const { path } of winners) {
      const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
      expect((await execPayment(second, cartId)).statusCode).toBe(200);
    }
    expect(await stockOf(702)).toEqual({ stock: POSTER_STOCK, sold: 2, held: 0 });
    const last = await registerGuest(second);
    const more = await initPayment(second, last, initBody([{ type: 'merchandise', id: 702, count: 2 }]));
    expect(more.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK', params: { requested: 2, available: 1 } });
  });
});
