import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest, slotCounters } from '../../../test-support/checkout-kit.js';
import { signatureHeader } from '../../../test-support/stripe-stand-in/webhook-sender.js';
import { directDebit, orderRow, paymentRow, startStripePayment, startStripeShop, WEBHOOK_SECRET, type StripeShop } from '../../../test-support/stripe-stand-in/stripe-test-shop.js';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes.js';

let shop: StripeShop;
let token: string;
beforeAll(async () => {
  shop = await startStripeShop();
  token = await registerGuest(shop.t.app);
});
afterAll(async () => shop.close());

const post = (payload: string, headers: Record<string, string>) =>
  shop.t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', ...headers }, payload });

const states = async (paymentId: string, orderId: number) => ({ payment: (await paymentRow(shop.t.app, paymentId)).status, order: (await orderRow(shop.t.app, orderId)).status });

describe('POST /payments/stripe/webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });

  it.each([
    ['no signature', {}],
    ['another secret', { 'stripe-signature': signatureHeader(payload, 'whsec_someone_else') }],
    ['a signature of other bytes', { 'stripe-signature': signatureHeader(`${payload} `, WEBHOOK_SECRET) }],
    ['a signature older than five minutes', { 'stripe-signature': signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600) }],
    ['a malformed header', { 'stripe-signature': 'v1=abc' }],
  ])('answers 400 BAD_REQUEST in the error envelope for %s', async (_name, headers) => {
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('acknowledges a correctly signed event it has nothing to do with', async () => {
    const res = await post(payload, { 'stripe-signature': signatureHeader(payload, WEBHOOK_SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('Checkout events settle the payment', () => {
  it('checkout.session.completed and paid: confirmed and booked', async () => {
    const slot = await futureSlot(shop.t.app, 0);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)]);
    shop.standIn.completeSession(started.sessionId, 'paid');
    expect((await shop.standIn.sendEvent('checkout.session.completed', started.sessionId)).status).toBe(200);
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'confirmed', order: 'booked' });
  });

  it('checkout.session.completed but unpaid (a debit): nothing yet; async_payment_succeeded confirms', async () => {
    const slot = await futureSlot(shop.t.app, 1);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 1)], directDebit);
    shop.standIn.completeSession(started.sessionId, 'unpaid');
    expect((await shop.standIn.sendEvent('checkout.session.completed', started.sessionId)).status).toBe(200);
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'created', order: 'pending' });
    expect((await shop.standIn.succeedAsync(started.sessionId)).status).toBe(200);
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'confirmed', order: 'booked' });
  });

  it('checkout.session.async_payment_failed: declined, the order failed and its places back', async () => {
    const slot = await futureSlot(shop.t.app, 2);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 3)], directDebit);
    shop.standIn.completeSession(started.sessionId, 'unpaid');
    expect((await shop.standIn.failAsync(started.sessionId)).status).toBe(200);
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'declined', order: 'failed' });
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0, sold: 0 });
  });

  it('checkout.session.expired: canceled and its places back', async () => {
    const slot = await futureSlot(shop.t.app, 3);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)]);
    expect((await shop.standIn.sendEvent('checkout.session.expired', started.sessionId)).status).toBe(200);
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'canceled', order: 'canceled' });
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0 });
  });

  it('acknowledges other event types, unknown payments and mismatching sessions without changing anything', async () => {
    const slot = await futureSlot(shop.t.app, 4);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 1)]);
    shop.standIn.completeSession(started.sessionId, 'paid');
    expect((await shop.standIn.sendEvent('payment_intent.succeeded', started.sessionId)).status).toBe(200);
    // A session for our payment id but another amount (never created by us): not trusted.
    const stripe = new Stripe('sk_test_other', { host: '127.0.0.1', port: Number(new URL(shop.standIn.url).port), protocol: 'http' });
    const session = (clientReferenceId: string, amount: number) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: clientReferenceId,
        success_url: 'https://example.org/',
        line_items: [{ quantity: 1, price_data: { currency: 'chf', unit_amount: amount, product_data: { name: 'x' } } }],
      });
    for (const other of [await session(started.paymentId, 1), await session('not-ours', 1800)]) {
      shop.standIn.completeSession(other.id, 'paid');
      expect((await shop.standIn.sendEvent('checkout.session.completed', other.id)).status).toBe(200);
    }
    expect(await states(started.paymentId, started.orderId)).toEqual({ payment: 'created', order: 'pending' });
  });
});
