import { execPaymentResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, execPayment, futureSlot, initBody, initPayment, registerGuest, slotCounters } from '../../../test-support/checkout-kit.js';
import { directDebit, orderRow, paymentRow, pressOnCheckoutPage, startStripePayment, startStripeShop, type StripeShop } from '../../../test-support/stripe-stand-in/stripe-test-shop.js';

let shop: StripeShop;
let token: string;
beforeAll(async () => {
  shop = await startStripeShop();
  token = await registerGuest(shop.t.app);
});
afterAll(async () => shop.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const ticketsOf = (orderId: number) => shop.t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', orderId).execute();
const mailCount = async () => (await shop.t.app.db.selectFrom('outbox').select('id').execute()).length;

describe('checkout through Stripe (stand-in)', () => {
  it('guest pays on Stripe’s page; the signed event books the order before the payer is back; execPayment answers the booking', async () => {
    const slot = await futureSlot(shop.t.app, 0);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)]);
    const page = await fetch(started.pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('36.00 CHF');
    const back = await pressOnCheckoutPage(started.pageUrl, 'pay');
    expect(back.pathname).toBe('/en/checkout/success');
    expect(back.searchParams.get('cartId')).toBe(started.cartId);
    expect(shop.standIn.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'checkout.session.completed' } });
    expect((await orderRow(shop.t.app, started.orderId)).status).toBe('booked');
    const res = await execPayment(shop.t.app, started.cartId);
    expect(res.statusCode, res.body).toBe(200);
    expect(execPaymentResponseSchema.parse(res.json()).data).toMatchObject({ booking_id: started.orderId, has_tickets: true });
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
  });

  it('the event is late: execPayment asks Stripe, books, and the event arriving afterwards changes nothing', async () => {
    const slot = await futureSlot(shop.t.app, 1);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 1)]);
    shop.standIn.completeSession(started.sessionId, 'paid');
    const first = await execPayment(shop.t.app, started.cartId);
    expect(first.statusCode, first.body).toBe(200);
    const tickets = await ticketsOf(started.orderId);
    const mails = await mailCount();
    expect((await shop.standIn.sendEvent('checkout.session.completed', started.sessionId)).status).toBe(200);
    expect((await shop.standIn.sendEvent('checkout.session.completed', started.sessionId)).status).toBe(200);
    expect(await ticketsOf(started.orderId)).toEqual(tickets);
    expect(await mailCount()).toBe(mails);
    expect((await execPayment(shop.t.app, started.cartId)).json()).toEqual(first.json());
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ sold: 1, held: 0 });
  });

  it('a debit still being confirmed answers 422 PAYMENT_PENDING, then books once Stripe reports it paid', async () => {
    const slot = await futureSlot(shop.t.app, 2);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)], directDebit);
    expect(shop.standIn.sessions.get(started.sessionId)?.payment_method_types).toEqual(['sepa_debit']);
    await pressOnCheckoutPage(started.pageUrl, 'pay');
    const pending = await execPayment(shop.t.app, started.cartId);
    expect(pending.statusCode).toBe(422);
    expect(pending.json()).toMatchObject({ code: 'PAYMENT_PENDING' });
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 2 });
    await shop.standIn.succeedAsync(started.sessionId);
    expect((await execPayment(shop.t.app, started.cartId)).statusCode).toBe(200);
  });

  it('a debit that bounces fails the order and gives its places back', async () => {
    const slot = await futureSlot(shop.t.app, 3);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 4)], directDebit);
    await pressOnCheckoutPage(started.pageUrl, 'pay');
    await shop.standIn.failAsync(started.sessionId);
    expect((await orderRow(shop.t.app, started.orderId)).status).toBe('failed');
    expect((await paymentRow(shop.t.app, started.paymentId)).status).toBe('declined');
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0, sold: 0 });
    expect((await execPayment(shop.t.app, started.cartId)).statusCode).toBe(410);
  });

  it('cancel on Stripe’s page returns to the cancel address; checkout/cancel expires the session and releases', async () => {
    const slot = await futureSlot(shop.t.app, 4);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)]);
    const back = await pressOnCheckoutPage(started.pageUrl, 'cancel');
    expect(back.pathname).toBe('/en/checkout/failed');
    expect(back.searchParams.get('status')).toBe('canceled');
    const res = await shop.t.app.inject({ method: 'POST', url: `/api/en/checkout/cancel?noRedirect=1&cartId=${back.searchParams.get('cartId') ?? ''}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(shop.standIn.sessions.get(started.sessionId)?.status).toBe('expired');
    expect((await orderRow(shop.t.app, started.orderId)).status).toBe('canceled');
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0 });
    expect((await fetch(started.pageUrl)).status).toBe(410);
  });

  it('the sweeper ends an unpaid order whose hold ran out by expiring its session at Stripe', async () => {
    const slot = await futureSlot(shop.t.app, 5);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 2)]);
    expect(await shop.t.app.jobs.sweep(later(21))).toMatchObject({ expired: 1 });
    expect(shop.standIn.sessions.get(started.sessionId)?.status).toBe('expired');
    expect((await orderRow(shop.t.app, started.orderId)).status).toBe('expired');
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0 });
  });

  it('Stripe down at initPayment: 422 PAYMENT_PROVIDER_UNAVAILABLE and no places held', async () => {
    const slot = await futureSlot(shop.t.app, 6);
    shop.standIn.failNext(503, 3);
    const res = await initPayment(shop.t.app, token, initBody([adults(slot.datetime, 2)]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await slotCounters(shop.t.app, slot.id)).toMatchObject({ held: 0 });
  });
});
