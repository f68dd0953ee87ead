import { apiErrorSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';

let t: TestApp;
let token: string;
let datetime: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  token = await registerGuest(t.app);
  datetime = (await futureSlot(t.app, 2)).datetime;
});
afterAll(async () => t.close());

/** SPEC §8: initPayment's refusal of a line is a 422 with its code, whatever the code's status on the thing's own page. */
describe('every refusal of a cart line at checkout is 422 with its code and the exact error envelope', () => {
  it.each([
    ['an unknown ticket', () => adults(datetime, 1, { id: 999_999 }), 'UNKNOWN_TICKET'],
    ['an unknown product', () => ({ type: 'merchandise', id: 999_999, count: 1 }), 'PRODUCT_NOT_FOUND'],
    ['an unknown pass', () => ({ type: 'annualPass', id: 999_999, count: 1, owners: [{ name: 'Anna' }] }), 'PASS_NOT_FOUND'],
    ['an unknown gift voucher', () => ({ type: 'voucher', id: 999_999, count: 1 }), 'GIFT_VOUCHER_NOT_FOUND'],
    ['an unknown tour', () => ({ type: 'guidedTour', tourId: 999_999, datetime, prices: [{ id: 1, count: 1 }], tickets: [], answers: [] }), 'TOUR_NOT_FOUND'],
    ['an unknown kind of line', () => ({ type: 'dayTrip', id: 1 }), 'UNKNOWN_ITEM'],
    ['a slot a week ago', () => adults(new Date(Date.now() - 7 * 86_400_000).toISOString(), 1), 'TIMESLOT_NOT_FOUND'],
    ['a day beyond the booking horizon', () => adults('2999-01-01T10:00:00+01:00', 1), 'DATE_OUT_OF_RANGE'],
  ])('%s', async (_name, item, code) => {
    const res = await initPayment(t.app, token, initBody([item()]), 'fr');
    expect(res.statusCode, res.body).toBe(422);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe(code);
    expect(body.message).not.toBe(code);
  });

  it('the same unknown product is 404 on its own page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/en/merchandise?article=999999' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).code).toBe('PRODUCT_NOT_FOUND');
  });
});
