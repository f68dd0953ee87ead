import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { tourItem, tourSlot, mandatoryAnswers } from '../../test-support/tour-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithTours() });
});
afterAll(async () => t.close());

describe('the race for the last places of a tour slot', () => {
  it(`50 concurrent one-person bookings for 10 places hold exactly 10 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, () => registerGuest(t.app)));
    const slot = await tourSlot(t.app, 601, 0);
    const item = tourItem(601, slot.datetime, { prices: [{ id: 6011, count: 1 }], tickets: [{ id: 6014, count: 1 }], answers: mandatoryAnswers });
    const results = await Promise.all(tokens.map((token) => initPayment(t.app, token, initBody([item]))));
    const codes = results.map((res) => (res.statusCode === 200 ? 'held' : (res.json() as { code: string }).code));
    expect(codes.filter((code) => code === 'held')).toHaveLength(10);
    expect(new Set(codes.filter((code) => code !== 'held'))).toEqual(new Set(['SOLD_OUT']));
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 10, sold: 0, held: 10 });
    const claims = await t.app.db.selectFrom('claims').select('quantity').where('resource_id', '=', slot.id).where('status', '=', 'held').execute();
    expect(claims.reduce((sum, claim) => sum + claim.quantity, 0)).toBe(10);
  });
});
