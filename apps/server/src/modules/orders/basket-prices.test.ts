import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const prices = async (items: unknown[], lang = 'en') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${lang}/checkout/prices`, payload: { cart: { items } } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { data: { lines: unknown[] } }).data.lines;
};

/** What the museum does in the office, straight in the catalog's tables. */
const setPrice = async (table: 'event_tickets' | 'products', id: number, price: number) => {
  await t.app.db.updateTable(table).set({ price }).where('id', '=', id).execute();
  bumpCatalogGeneration(t.app.db);
};

describe('checkout/prices: what each basket line costs now', () => {
  it('prices every kind of line as checkout does, parts adding up to the total, whatever total the basket showed', async () => {
    const slot = await futureSlot(t.app);
    const carer = { type: 'ticket', id: 5013, count: 2, datetime: slot.datetime, subtickets: [{ id: 50131, count: 2 }], totalPrice: 1 };
    const lines = await prices([
      adults(slot.datetime, 3, { totalPrice: 999 }),
      carer,
      { type: 'merchandise', id: 701, count: 2 },
      { type: 'annualPass', id: 704, count: 1, owners: [{ name: 'Anna Muster' }] },
    ]);
    expect(lines).toEqual([
      { totalPrice: 5400, parts: [{ count: 3, unitPrice: 1800, vatBp: expect.any(Number) }] },
      { totalPrice: 2400, parts: [{ count: 2, unitPrice: 1200, vatBp: expect.any(Number) }, { count: 2, unitPrice: 0, vatBp: expect.any(Number) }] },
      { totalPrice: 7800, parts: [{ count: 2, unitPrice: 3900, vatBp: expect.any(Number) }] },
      { totalPrice: 9000, parts: [{ count: 1, unitPrice: 9000, vatBp: expect.any(Number) }] },
    ]);
  });

  it('answers null for a line checkout could not price, and prices the others', async () => {
    const slot = await futureSlot(t.app);
    const lines = await prices([
      { type: 'merchandise', id: 999_999, count: 1 },
      { type: 'voucherCode', barcode: 'ABCD-EFGH' },
      { type: 'teleporter', id: 1 },
      { type: 'ticket', id: 'many' },
      adults(slot.datetime, 1),
    ]);
    expect(lines).toEqual([null, null, null, null, { totalPrice: 1800, parts: [{ count: 1, unitPrice: 1800, vatBp: expect.any(Number) }] }]);
  });

  it('shows a price the museum changed, which initPayment then takes, while the old total is refused', async () => {
    const slot = await futureSlot(t.app, 1);
    const kept = [adults(slot.datetime, 2, { totalPrice: 3600 }), { type: 'merchandise', id: 701, count: 1, totalPrice: 3900 }];
    await setPrice('event_tickets', 5011, 2000);
    await setPrice('products', 701, 4200);
    try {
      const lines = await prices(kept);
      expect(lines).toMatchObject([{ totalPrice: 4000 }, { totalPrice: 4200 }]);
      const token = await registerGuest(t.app);
      const refused = await initPayment(t.app, token, initBody(kept));
      expect(refused.json()).toMatchObject({ code: 'PRICE_CHANGED' });
      const repriced = kept.map((item, index) => ({ ...item, totalPrice: (lines[index] as { totalPrice: number }).totalPrice }));
      expect((await initPayment(t.app, token, initBody(repriced))).statusCode).toBe(200);
    } finally {
      await setPrice('event_tickets', 5011, 1800);
      await setPrice('products', 701, 3900);
    }
  });

  it('refuses a basket of more lines than a cart holds', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/en/checkout/prices', payload: { cart: { items: Array.from({ length: 101 }, () => ({ type: 'merchandise', id: 701, count: 1 })) } } });
    expect(res.statusCode).toBe(400);
  });
});
