import { initPaymentResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { holdMinutes: 15 } });
  token = await registerGuest(t.app);
});
afterAll(async () => t.close());

const dialect = () => (process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite');

describe('POST /api/:lang/checkout/initPayment', () => {
  it('prices the cart itself, holds the places for HOLD_MINUTES and answers the payment page address', async () => {
    const slot = await futureSlot(t.app, 0);
    const items = [adults(slot.datetime, 2, { totalPrice: 3600 }), { type: 'ticket', id: 5013, count: 1, datetime: slot.datetime, subtickets: [{ id: 50131, count: 1 }] }];
    const res = await initPayment(t.app, token, initBody(items));
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(initPaymentResponseSchema.parse(res.json()).data);
    expect(url.pathname).toMatch(/^\/pay\/[\w-]+$/);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 4, sold: 0 });
    const payment = await t.app.db.selectFrom('payments').selectAll().where('id', '=', url.pathname.slice(5)).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount_cents: 2 * 1800 + 1200, currency: 'CHF', status: 'created', wallet: 'APPLEPAY' });
    const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending', total_cents: 4800, lang: 'en', continue_url: 'http://localhost:3000/en/checkout/success' });
    expect(Date.parse(order.hold_expires_at) - Date.parse(order.created_at)).toBe(15 * 60_000);
    const claims = await t.app.db.selectFrom('claims').selectAll().where('order_id', '=', order.id).execute();
    expect(claims).toMatchObject([{ resource: 'timeslot', resource_id: slot.id, quantity: 4, status: 'held', expires_at: order.hold_expires_at }]);
  });

  it('refuses a basket total that differs from the server price with 422 PRICE_CHANGED, holding nothing', async () => {
    const slot = await futureSlot(t.app, 1);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 2, { totalPrice: 100 })]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED', message: expect.stringContaining('price') });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });

  it('refuses unknown tickets, unknown item types, an empty cart and an unknown payment type with 422', async () => {
    const slot = await futureSlot(t.app, 1);
    const unknownTicket = await initPayment(t.app, token, initBody([{ ...adults(slot.datetime, 1), id: 999 }]));
    expect(unknownTicket.statusCode).toBe(422);
    expect(unknownTicket.json().code).toBe('UNKNOWN_TICKET');
    const unknownType = await initPayment(t.app, token, initBody([{ type: 'spaceship', id: 1 }]));
    expect(unknownType.json()).toMatchObject({ code: 'UNKNOWN_ITEM' });
    expect(unknownType.statusCode).toBe(422);
    expect((await initPayment(t.app, token, initBody([]))).json().code).toBe('CART_EMPTY');
    expect((await initPayment(t.app, token, initBody([adults(slot.datetime, 1)], { payart: 12 }))).json().code).toBe('PAYMENT_TYPE_UNKNOWN');
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });

  it('answers 400 with the field for a malformed ticket line', async () => {
    const res = await initPayment(t.app, token, initBody([{ type: 'ticket', id: 5011, count: 'two', datetime: 'x' }]));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['cart.items.0.count']);
  });

  it('needs account holder and a checksum-valid IBAN only for a direct-debit payment type', async () => {
    const slot = await futureSlot(t.app, 1);
    const items = [adults(slot.datetime, 1)];
    const missing = await initPayment(t.app, token, initBody(items, { payart: 74 }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['aux.Accountholder', 'aux.IBAN']);
    const badChecksum = await initPayment(t.app, token, initBody(items, { payart: 74, aux: { Accountholder: 'Ada Lovelace', IBAN: 'CH93 0076 2011 6238 5295 8' } }));
    expect(badChecksum.json().errors).toEqual({ 'aux.IBAN': ['This value is not valid.'] });
    const ok = await initPayment(t.app, token, initBody(items, { payart: 74, aux: { Accountholder: 'Ada Lovelace', IBAN: 'CH93 0076 2011 6238 5295 7' } }));
    expect(ok.statusCode, ok.body).toBe(200);
    const payment = await t.app.db.selectFrom('payments').select(['iban_last4', 'account_holder']).where('payart', '=', 74).executeTakeFirstOrThrow();
    expect(payment).toEqual({ iban_last4: '2957', account_holder: 'Ada Lovelace' });
    const card = await initPayment(t.app, token, initBody(items, { payart: 164 }));
    expect(card.statusCode, card.body).toBe(200);
    const cardPayment = await t.app.db.selectFrom('payments').select(['iban_last4', 'account_holder']).where('payart', '=', 164).executeTakeFirstOrThrow();
    expect(cardPayment).toEqual({ iban_last4: null, account_holder: null });
  });

  it('accepts only return addresses of this shop', async () => {
    const slot = await futureSlot(t.app, 1);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1)], { url: { continue: 'https://evil.example/steal', cancel: '//evil.example/x' } }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['url.cancel', 'url.continue']);
    const absolute = await initPayment(t.app, token, initBody([adults(slot.datetime, 1)], { url: { continue: 'http://localhost:3000/de/checkout/success', cancel: 'http://localhost:3000/de/checkout/failed' } }));
    expect(absolute.statusCode).toBe(200);
  });

  it('holds all lines or none: a line that does not fit undoes the others and names the numbers', async () => {
    const a = await futureSlot(t.app, 2);
    const b = await futureSlot(t.app, 3);
    await t.app.db.updateTable('timeslots').set({ sold: 7 }).where('id', '=', b.id).execute();
    const res = await initPayment(t.app, token, initBody([adults(a.datetime, 2), adults(b.datetime, 3), { type: 'ticket', id: 5012, count: 1, datetime: b.datetime }]), 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OVERBOOKED', params: { requested: 4, available: 3 }, message: expect.stringMatching(/4 .*3 /) });
    expect((await slotCounters(t.app, a.id)).held).toBe(0);
    expect((await slotCounters(t.app, b.id)).held).toBe(0);
    expect(await t.app.db.selectFrom('orders').select('id').where('continue_url', 'like', '%/de/%').execute()).toHaveLength(1);
  });

  it(`holds exactly 10 places when 50 buyers race for 10 (${dialect()})`, async () => {
    const slot = await futureSlot(t.app, 4);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => registerGuest(t.app)));
    const results = await Promise.all(tokens.map((buyer) => initPayment(t.app, buyer, initBody([adults(slot.datetime, 1)]))));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(40);
    expect(new Set(results.filter((res) => res.statusCode === 422).map((res) => res.json().code))).toEqual(new Set(['SOLD_OUT']));
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 10, sold: 0, held: 10 });
    const claims = await t.app.db
      .selectFrom('claims')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('resource', '=', 'timeslot')
      .where('resource_id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(Number(claims.n)).toBe(10);
  });
});
