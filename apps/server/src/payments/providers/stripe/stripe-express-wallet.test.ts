import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, execPayment, futureSlot, registerGuest } from '../../../test-support/checkout-kit.js';
import { orderRow, startStripePayment, startStripeShop, type StripeShop } from '../../../test-support/stripe-stand-in/stripe-test-shop.js';

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(async () => shop.close());

const googlePay = { aux: { wallet: 'GOOGLEPAY' } };
const customerOf = async (orderId: number) => {
  const order = await orderRow(shop.t.app, orderId);
  return shop.t.app.db.selectFrom('customers').select(['is_guest', 'email', 'fname', 'lname']).where('id', '=', order.customer_id).executeTakeFirstOrThrow();
};
const mailsTo = (address: string) => shop.t.app.db.selectFrom('outbox').select('to_address').where('to_address', '=', address).execute();
const sessionRequest = (sessionId: string) => {
  const created = shop.standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
  return created.find((request) => request.body.client_reference_id === shop.standIn.sessions.get(sessionId)?.client_reference_id);
};

describe('an express wallet payment without login through Stripe (stand-in)', () => {
  it('Stripe Checkout collects e-mail and name; the signed event names the guest before booking, and the mail goes there', async () => {
    const slot = await futureSlot(shop.t.app, 0);
    const started = await startStripePayment(shop, undefined, [adults(slot.datetime, 2)], googlePay);
    const request = sessionRequest(started.sessionId);
    expect(request?.body).not.toHaveProperty('customer_email');
    expect(request?.body).toMatchObject({ name_collection: { individual: { enabled: 'true' } }, allowed_payment_method_types: ['card'] });
    const page = await (await fetch(started.pageUrl)).text();
    expect(page).toContain('name="email"');
    expect(page).toContain('name="name"');

    const res = await fetch(started.pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay', email: 'grace@example.org', name: 'Grace Hopper' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(shop.standIn.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'checkout.session.completed', data: { object: { customer_details: { email: 'grace@example.org', name: 'Grace Hopper' } } } } });
    expect((await orderRow(shop.t.app, started.orderId)).status).toBe('booked');
    expect(await customerOf(started.orderId)).toEqual({ is_guest: 1, email: 'grace@example.org', fname: 'Grace Hopper', lname: '' });
    expect(await mailsTo('grace@example.org')).toHaveLength(1);
    expect((await execPayment(shop.t.app, started.cartId)).json()).toMatchObject({ data: { booking_id: started.orderId, recap: { email: 'grace@example.org' } } });
  });

  it('the event is late: execPayment asks Stripe, names the payer from customer_details and books; the provider’s page is no referrer', async () => {
    const slot = await futureSlot(shop.t.app, 1);
    const started = await startStripePayment(shop, undefined, [adults(slot.datetime, 1)], { aux: { wallet: 'APPLEPAY' }, referrer: `${shop.standIn.url}/pay/cs_test_earlier` });
    expect((await orderRow(shop.t.app, started.orderId)).referrer).toBeNull();
    shop.standIn.completeSession(started.sessionId, 'paid', { email: 'katherine@example.org', name: 'Katherine Johnson' });
    const res = await execPayment(shop.t.app, started.cartId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerOf(started.orderId)).toMatchObject({ email: 'katherine@example.org', fname: 'Katherine Johnson' });
    expect(await mailsTo('katherine@example.org')).toHaveLength(1);
  });

  it('a guest’s wallet payment sends the guest’s address to Stripe and keeps the guest as registered', async () => {
    const token = await registerGuest(shop.t.app);
    const slot = await futureSlot(shop.t.app, 2);
    const started = await startStripePayment(shop, token, [adults(slot.datetime, 1)], googlePay);
    expect(sessionRequest(started.sessionId)?.body).toMatchObject({ customer_email: 'ada@example.org' });
    expect(sessionRequest(started.sessionId)?.body).not.toHaveProperty('name_collection');
    shop.standIn.completeSession(started.sessionId, 'paid');
    expect((await execPayment(shop.t.app, started.cartId)).statusCode).toBe(200);
    expect(await customerOf(started.orderId)).toMatchObject({ email: 'ada@example.org', fname: 'Ada', lname: 'Lovelace' });
  });
});
