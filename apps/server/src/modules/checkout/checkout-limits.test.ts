import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, execPayment, futureSlot, guestDetails, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { maxOrderPlaces: 6 } });
});
afterAll(async () => t.close());

const orderStatus = (id: number) => t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('limits on unpaid holds', () => {
  it('keeps one unpaid order per session: a new checkout gives the previous order’s places back', async () => {
    const token = await registerGuest(t.app);
    const first = await futureSlot(t.app, 0);
    const second = await futureSlot(t.app, 1);
    expect((await initPayment(t.app, token, initBody([adults(first.datetime, 3)]))).statusCode).toBe(200);
    const previous = await latestOrder();
    expect((await initPayment(t.app, token, initBody([adults(second.datetime, 2)]))).statusCode).toBe(200);
    expect(await orderStatus(previous.id)).toEqual({ status: 'canceled' });
    expect((await slotCounters(t.app, first.id)).held).toBe(0);
    expect((await slotCounters(t.app, second.id)).held).toBe(2);
    const payment = await t.app.db.selectFrom('payments').select('status').where('order_id', '=', previous.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('canceled');
  });

  it('refuses an order above the maximum of places with a translated message, holding nothing', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 2);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 4), { type: 'ticket', id: 5012, count: 3, datetime: slot.datetime }]), 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ORDER_TOO_LARGE', params: { maximum: 6 }, message: expect.stringContaining('6 places') });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });
});

describe('addresses from PUBLIC_URL, never from the Host header', () => {
  it('sends the payer to the payment page and back on PUBLIC_URL even with a forged Host header', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 3);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/initPayment?_=${token}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: initBody([adults(slot.datetime, 1)]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: string }).data).toMatch(/^http:\/\/localhost:3000\/pay\//);
    expect(await latestOrder()).toMatchObject({ continue_url: 'http://localhost:3000/en/checkout/success', cancel_url: 'http://localhost:3000/en/checkout/failed' });
  });

  it('refuses a return address that leaves the shop through a backslash', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 3);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1)], { url: { continue: '/\\evil.example/x', cancel: '/en/checkout/failed' } }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['url.continue']);
  });
});

describe('an order with nothing to pay', () => {
  it('is booked without the payment provider and returns straight to the success page', async () => {
    const catalog = fixtureCatalogWithEvents();
    const free = catalog.events?.[0]?.tickets[0];
    if (free === undefined) throw new Error('fixture has no ticket');
    free.price = 0;
    const own = await createTestApp({ catalog });
    try {
      const token = await registerGuest(own.app);
      const slot = await futureSlot(own.app, 0);
      const res = await initPayment(own.app, token, initBody([adults(slot.datetime, 2)]));
      expect(res.statusCode, res.body).toBe(200);
      const back = new URL((res.json() as { data: string }).data);
      expect(back.pathname).toBe('/en/checkout/success');
      const order = await own.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 'booked', total_cents: 0, amount_due_cents: 0, cart_id: back.searchParams.get('cartId') });
      expect(await own.app.db.selectFrom('payments').select('id').execute()).toEqual([]);
      expect(await slotCounters(own.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
      const booking = await execPayment(own.app, order.cart_id);
      expect(booking.json()).toMatchObject({ data: { booking_id: order.id, has_tickets: true } });
      expect(await own.app.db.selectFrom('outbox').select('to_address').execute()).toEqual([{ to_address: guestDetails.email }]);
    } finally {
      await own.close();
    }
  });
});

describe('rate limits per client', () => {
  it('answers 429 with a translated message after RATE_LIMIT_PER_MINUTE guest registrations or checkouts', async () => {
    const limited = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { rateLimitPerMinute: 3 } });
    try {
      const guest = () => limited.app.inject({ method: 'POST', url: '/api/de/auth/guest', payload: { c: guestDetails } });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await guest()).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await guest();
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Anfragen') });
      const slot = await futureSlot(limited.app, 0);
      const checkouts = [];
      for (let i = 0; i < 4; i += 1) checkouts.push((await initPayment(limited.app, 'not-a-token', initBody([adults(slot.datetime, 1)]))).statusCode);
      expect(checkouts).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts each client behind a trusted proxy by its forwarded address, not the proxy’s', async () => {
    const proxied = await createTestApp({ catalog: fixtureCatalogWithEvents(), config: { rateLimitPerMinute: 2, trustProxy: ['127.0.0.1'] } });
    try {
      const guest = (client: string) => proxied.app.inject({ method: 'POST', url: '/api/en/auth/guest', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: { c: guestDetails } });
      const first = [await guest('203.0.113.7'), await guest('203.0.113.7'), await guest('203.0.113.7')].map((res) => res.statusCode);
      expect(first).toEqual([200, 200, 429]);
      expect((await guest('198.51.100.23')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('hostile input', () => {
  it.each([
    ['a partner', { aux: { partner: 'a\u0000b' } }, 'aux.partner'],
    ['an account holder', { payart: 74, aux: { Accountholder: 'Ada\u0000', IBAN: 'CH9300762011623852957' } }, 'aux.Accountholder'],
    ['a document number', { cart: { ver: 1, items: [], external_document_number: 'x\u0000' } }, 'cart.external_document_number'],
  ])('refuses a NUL character in %s with 422 and the field, never a 500', async (_what, extra, field) => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 4);
    const body = initBody([adults(slot.datetime, 1)], extra);
    const res = await initPayment(t.app, token, body, 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: ['Dieser Wert ist ungültig.'] } });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });

  it('refuses a NUL character in a cart id and in guest details', async () => {
    const exec = await t.app.inject({ method: 'POST', url: '/api/en/checkout/execPayment', payload: { cartId: 'a\u0000b' } });
    expect(exec.statusCode).toBe(422);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/en/checkout/cancel?cartId=a%00b' });
    expect(cancel.statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'POST', url: '/api/en/auth/guest', payload: { c: { ...guestDetails, city: 'Z\u0000rich' } } });
    expect(guest.statusCode).toBe(422);
    expect(guest.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { city: [expect.any(String)] } });
  });
});

