import { orderReviewResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRefundCandidates } from '../../payments/refund-cli.js';
import { adults, buyAndPay, choose, execPayment, futureSlot, initBody, initPayment, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithPayLater, INVOICE } from '../../test-support/fixture-pay-later.js';
import { registeredCustomer } from '../../test-support/registered-customer.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithPayLater() });
  token = (await registeredCustomer(t.app)).token;
});
afterAll(async () => t.close());

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const orderById = (id: number) => t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderByCart = (cartId: string) => t.app.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
const paymentsOf = (orderId: number) => t.app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

/** A reserved order of `places` adults on the nth slot: waiting for its payment, places held. */
const reserve = async (nth: number, places: number) => {
  const slot = await futureSlot(t.app, nth);
  const res = await initPayment(t.app, token, initBody([adults(slot.datetime, places)], { payart: INVOICE }));
  expect(res.statusCode, res.body).toBe(200);
  return { slot, order: await latestOrder() };
};

const payOrder = (reviewToken: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${lang}/checkout/initPaymentOrder`,
    payload: { payart: 164, aux: {}, id: reviewToken, url: { continue: `/${lang}/order-review/${reviewToken}`, cancel: `/${lang}/order-review/${reviewToken}` }, ...extra },
  });

/** Starts paying the order; answers the payment page path and id. */
const startOrderPayment = async (reviewToken: string) => {
  const res = await payOrder(reviewToken);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((res.json() as { data: string }).data);
  return { path: url.pathname, paymentId: url.pathname.split('/').pop() ?? '' };
};

describe('POST /api/:lang/checkout/initPaymentOrder', () => {
  it('pays an existing order through the payment page and books it; the payer returns to the review page', async () => {
    const { slot, order } = await reserve(0, 2);
    const { path, paymentId } = await startOrderPayment(order.review_token);
    expect((await paymentsOf(order.id)).map((payment) => [payment.id, payment.origin, payment.amount_cents, payment.status])).toEqual([[paymentId, 'order', 3600, 'created']]);
    const back = await choose(t.app, path, 'confirmed');
    expect(back.pathname).toBe(`/en/order-review/${order.review_token}`);
    expect(back.searchParams.get('cartId')).toBe(order.cart_id);
    expect((await orderById(order.id)).status).toBe('booked');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
    const review = orderReviewResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/en/order/review?id=${order.review_token}` })).json()).data;
    expect(review).toMatchObject({ status: 'booked', paid_cents: 3600, due_cents: 0, payable: false });
  });

  it('after a decline the order keeps waiting with its places held, and a second try on the same order books it', async () => {
    const { slot, order } = await reserve(1, 3);
    const first = await startOrderPayment(order.review_token);
    const declined = await choose(t.app, first.path, 'declined');
    expect(declined.pathname).toBe(`/en/order-review/${order.review_token}`);
    expect(declined.searchParams.get('status')).toBe('declined');
    expect((await orderById(order.id)).status).toBe('pending');
    expect((await slotCounters(t.app, slot.id)).held).toBe(3);
    const second = await startOrderPayment(order.review_token);
    await choose(t.app, second.path, 'confirmed');
    expect((await orderById(order.id)).status).toBe('booked');
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['declined', 'confirmed']);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 3, held: 0 });
  });

  it('a checkout payment declined keeps ending its order, as initPayment always did', async () => {
    const slot = await futureSlot(t.app, 2);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1)]));
    await choose(t.app, new URL((res.json() as { data: string }).data).pathname, 'declined');
    expect((await latestOrder()).status).toBe('failed');
    expect((await payOrder((await latestOrder()).review_token)).json().code).toBe('ORDER_NOT_AVAILABLE');
  });

  it('withdraws an earlier open payment of the order before starting a new one', async () => {
    const { order } = await reserve(3, 1);
    const first = await startOrderPayment(order.review_token);
    const second = await startOrderPayment(order.review_token);
    expect((await paymentsOf(order.id)).map((payment) => [payment.id, payment.status])).toEqual([
      [first.paymentId, 'canceled'],
      [second.paymentId, 'created'],
    ]);
    expect((await orderById(order.id)).status).toBe('pending');
  });

  it('refuses an order whose hold ran out with 406 ORDER_NOT_AVAILABLE, and a paid order with 422 ORDER_ALREADY_PAID', async () => {
    const { order } = await reserve(4, 1);
    await t.app.db.updateTable('orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', order.id).execute();
    const expired = await payOrder(order.review_token, {}, 'de');
    expect(expired.statusCode).toBe(406);
    expect(expired.json()).toMatchObject({ code: 'ORDER_NOT_AVAILABLE', message: 'Diese Bestellung ist nicht verfügbar.' });
    expect(await paymentsOf(order.id)).toEqual([]);

    const slot = await futureSlot(t.app, 5);
    const paid = await orderByCart(await buyAndPay(t.app, token, [adults(slot.datetime, 1)]));
    const again = await payOrder(paid.review_token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('ORDER_ALREADY_PAID');
    expect((await payOrder('x'.repeat(43))).statusCode).toBe(406);
  });

  it('checks payment type, account details and return addresses like initPayment', async () => {
    const { order } = await reserve(6, 1);
    const debit = await payOrder(order.review_token, { payart: 74, aux: { Accountholder: 'Grace Hopper', IBAN: 'CH00 0000' } });
    expect(debit.statusCode).toBe(422);
    expect(debit.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'aux.IBAN': [expect.any(String)] } });
    expect((await payOrder(order.review_token, { payart: 74, aux: { Accountholder: 'Grace Hopper', IBAN: 'CH93 0076 2011 6238 5295 7' } })).statusCode).toBe(200);
    expect((await payOrder(order.review_token, { payart: INVOICE })).json().code).toBe('PAYMENT_TYPE_UNKNOWN');
    expect((await payOrder(order.review_token, { payart: 12 })).json().code).toBe('PAYMENT_TYPE_UNKNOWN');
    const foreign = await payOrder(order.review_token, { url: { continue: 'https://evil.example/en/checkout/success', cancel: `/en/order-review/${order.review_token}` } });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['url.continue']);
  });

  it(`two payments started at once and both paid book the order once; the other is flagged for refund (${dialect})`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { slot, order } = await reserve(7 + round, 2);
      const started = await Promise.all([payOrder(order.review_token), payOrder(order.review_token)]);
      for (const res of started) expect(res.statusCode, res.body).toBe(200);
      const payments = await paymentsOf(order.id);
      expect(payments).toHaveLength(2);
      // Both providers take the money (a payer with two tabs, a notice that arrives late).
      await Promise.all(payments.map((payment) => t.app.settlement.confirm(payment.id)));
      expect((await orderById(order.id)).status).toBe('booked');
      expect((await paymentsOf(order.id)).map((payment) => payment.status).sort()).toEqual(['confirmed', 'refund_required']);
      expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
      expect(await t.app.db.selectFrom('issued_tickets').select('id').where('order_id', '=', order.id).execute()).toHaveLength(2);
      const surplus = (await paymentsOf(order.id)).find((payment) => payment.status === 'refund_required');
      expect((await findRefundCandidates(t.app.db)).map((candidate) => candidate.paymentId)).toContain(surplus?.id);
      expect(await t.app.settlement.refunded(surplus?.id ?? '')).toBe(true);
      expect((await orderById(order.id)).status).toBe('booked');
    }
    expect(await findRefundCandidates(t.app.db)).toEqual([]);
  });

  it('execPayment books an order paid from its review page, whichever of its payments was paid', async () => {
    const { order } = await reserve(10, 1);
    const first = await startOrderPayment(order.review_token);
    await startOrderPayment(order.review_token);
    // The first page was withdrawn, yet its provider confirms: the shop still books the order with it.
    await t.app.settlement.confirm(first.paymentId);
    const res = await execPayment(t.app, order.cart_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ booking_id: order.id, has_tickets: true });
  });
});
