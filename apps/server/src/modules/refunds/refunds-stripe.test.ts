import { apiErrorSchema, officeOrderResponseSchema, officeRefundResponseSchema } from '@foyer/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { orderRow, pressOnCheckoutPage, startStripePayment, startStripeShop, type StripeShop } from '../../test-support/stripe-stand-in/stripe-test-shop.js';

let shop: StripeShop;
let boxOffice: SignedIn;
beforeAll(async () => {
  shop = await startStripeShop();
  boxOffice = await signIn(shop.t.app, await addStaff(shop.t.app, 'box-office', { canRefund: true }));
});
afterAll(async () => shop.close());

/** Two adults (36.00) paid on the stand-in's Checkout page, booked by its signed event. */
const paidOrder = async (nth: number) => {
  const slot = await futureSlot(shop.t.app, nth);
  const started = await startStripePayment(shop, await registerGuest(shop.t.app), [adults(slot.datetime, 2)]);
  await pressOnCheckoutPage(started.pageUrl, 'pay');
  expect((await orderRow(shop.t.app, started.orderId)).status).toBe('booked');
  const intent = shop.standIn.sessions.get(started.sessionId)?.payment_intent ?? '';
  return { ...started, slot, intent };
};
const refund = (orderId: number, payload: object) => officeCall(shop.t.app, 'POST', `/orders/${orderId}/refunds`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf, payload });
const refundsAt = (intent: string) => shop.standIn.refunds.filter((entry) => entry.payment_intent === intent);

describe('staff refunds through Stripe (stand-in)', () => {
  it('refunds one of two tickets as a partial refund of the payment intent, keyed by the refund, and the rest after', async () => {
    const { orderId, intent, slot } = await paidOrder(0);
    const res = await refund(orderId, { scope: { kind: 'lines', lines: [{ lineNo: 1, units: 1 }] }, releaseClaims: true });
    expect(res.statusCode, res.body).toBe(200);
    const done = officeRefundResponseSchema.parse(res.json()).data.refund;
    expect(done).toMatchObject({ status: 'done', amountCents: 1800 });
    expect(refundsAt(intent)).toEqual([expect.objectContaining({ object: 'refund', amount: 1800, currency: 'chf', status: 'succeeded' })]);
    const request = shop.standIn.requests.filter((entry) => entry.path === '/v1/refunds' && entry.body.payment_intent === intent);
    expect(request).toEqual([expect.objectContaining({ idempotencyKey: expect.stringMatching(new RegExp(`^refund-${done.id}-`)), body: expect.objectContaining({ amount: '1800' }) })]);
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ sold: 1 });

    const rest = await refund(orderId, { scope: { kind: 'order' }, releaseClaims: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(refundsAt(intent).map((entry) => entry.amount)).toEqual([1800, 1800]);
    const page = officeOrderResponseSchema.parse((await officeCall(shop.t.app, 'GET', `/orders/${orderId}`, { cookie: boxOffice.cookie })).json()).data.order;
    expect(page.status).toBe('refunded');
    expect(page.payments[0]).toMatchObject({ status: 'refunded', refundedCents: 3600 });
  });

  it('answers 409 OFFICE_REFUND_REFUSED and gives the reservation back when Stripe refuses: the money went back in the dashboard', async () => {
    const { orderId, intent } = await paidOrder(1);
    const dashboard = new Stripe('sk_test_dashboard', { host: new URL(shop.standIn.url).hostname, port: Number(new URL(shop.standIn.url).port), protocol: 'http' });
    await dashboard.refunds.create({ payment_intent: intent, amount: 3000 });
    const res = await refund(orderId, { scope: { kind: 'amount', amountCents: 1000 }, releaseClaims: false });
    expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([409, 'OFFICE_REFUND_REFUSED']);
    const answer = shop.standIn.requests.filter((entry) => entry.path === '/v1/refunds' && entry.body.amount === '1000');
    expect(answer).toHaveLength(1);
    const page = officeOrderResponseSchema.parse((await officeCall(shop.t.app, 'GET', `/orders/${orderId}`, { cookie: boxOffice.cookie })).json()).data.order;
    expect(page.refunds.map((entry) => entry.status)).toEqual(['failed']);
    expect(page.payments[0]?.refundedCents).toBe(0);
    expect(page.timeline.some((entry) => entry.event === 'refund-failed')).toBe(true);
    // What is really left at Stripe still goes back.
    expect((await refund(orderId, { scope: { kind: 'amount', amountCents: 600 }, releaseClaims: false })).statusCode).toBe(200);
    expect(refundsAt(intent).map((entry) => entry.amount)).toEqual([3000, 600]);
  });

  it('leaves a refund reserved while Stripe is down and finishes it on the next round, once', async () => {
    const { orderId, intent } = await paidOrder(2);
    // The client retries twice on its own: three failures in a row are an outage.
    shop.standIn.failNext(500, 3);
    const res = await refund(orderId, { scope: { kind: 'amount', amountCents: 1200 }, releaseClaims: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(officeRefundResponseSchema.parse(res.json()).data.refund.status).toBe('reserved');
    expect(await shop.t.app.refunds.finishInterrupted(new Date(Date.now() + 120_000))).toBe(1);
    expect(refundsAt(intent).map((entry) => entry.amount)).toEqual([1200]);
  });
});
