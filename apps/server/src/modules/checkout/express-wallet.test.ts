import { execPaymentResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, execPayment, futureSlot, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { outboxMails } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const applePay = { aux: { wallet: 'APPLEPAY' } };

/** Posts the payment page's form: the payer's choice and what the wallet's fields hold. */
const post = (app: FastifyInstance, path: string, form: Record<string, string>) =>
  app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

const orderOf = (cartId: string) => t.app.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
const customerOf = (id: number) => t.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = async (address: string) => (await outboxMails(t.app, address)).map((mail) => ({ to: mail.to, subject: mail.subject }));

describe('an express wallet payment without login (SPEC §6)', () => {
  it('asks the wallet’s name and e-mail on the payment page, books the order for a guest of that name and mails the confirmation there', async () => {
    const slot = await futureSlot(t.app, 0);
    const res = await initPayment(t.app, undefined, initBody([adults(slot.datetime, 2)], applePay), 'de');
    expect(res.statusCode, res.body).toBe(200);
    const path = new URL((res.json() as { data: string }).data).pathname;
    expect(path).toMatch(/^\/pay\//);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 2 });

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ihre Angaben für die Bestätigung');
    expect(page.body).toMatch(/<input id="payer-name" name="name" type="text" autocomplete="name" required/);
    expect(page.body).toMatch(/<input id="payer-email" name="email" type="email" autocomplete="email" required/);
    expect(page.body).toContain('Apple Pay');

    const incomplete = await post(t.app, path, { outcome: 'confirmed', name: 'Grace Hopper', email: 'not-an-address' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(incomplete.body).toContain('value="Grace Hopper"');
    const twoLines = await post(t.app, path, { outcome: 'confirmed', name: 'Grace\r\nBcc: x@example.org', email: 'grace@example.org' });
    expect(twoLines.statusCode).toBe(422);
    expect(twoLines.body).toContain('Bitte geben Sie Ihren Namen ein.');

    const paid = await post(t.app, path, { outcome: 'confirmed', name: ' Grace Hopper ', email: 'grace@example.org' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/en/checkout/success');
    const cartId = back.searchParams.get('cartId') ?? '';
    const order = await orderOf(cartId);
    expect(order.status).toBe('booked');
    expect(await customerOf(order.customer_id)).toMatchObject({ is_guest: 1, email: 'grace@example.org', fname: 'Grace Hopper', lname: '', password_hash: null });
    expect(await mailsTo('grace@example.org')).toEqual([{ to: 'grace@example.org', subject: expect.stringContaining(`Bestellung ${order.id}`) }]);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });

    const booking = await execPayment(t.app, cartId, 'de');
    expect(booking.statusCode, booking.body).toBe(200);
    expect(execPaymentResponseSchema.parse(booking.json()).data).toMatchObject({ booking_id: order.id, has_tickets: true, recap: { email: 'grace@example.org' } });
  });

  it('lets the payer decline without naming anyone, and gives the places back', async () => {
    const slot = await futureSlot(t.app, 1);
    const res = await initPayment(t.app, undefined, initBody([adults(slot.datetime, 1)], { aux: { wallet: 'GOOGLEPAY' } }));
    const path = new URL((res.json() as { data: string }).data).pathname;
    const declined = await post(t.app, path, { outcome: 'declined' });
    expect(declined.statusCode).toBe(303);
    expect(new URL(String(declined.headers.location)).searchParams.get('status')).toBe('declined');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 0, sold: 0 });
  });

  it.each([
    ['a card payment', {}],
    ['a direct debit', { payart: 74, aux: { Accountholder: 'Ada Lovelace', IBAN: 'CH9300762011623852957' } }],
    ['a wallet the contract does not know', { aux: { wallet: 'SAMSUNGPAY' } }],
  ])('still refuses %s without login with 401, placing nothing', async (_name, extra) => {
    const slot = await futureSlot(t.app, 2);
    const before = await t.app.db.selectFrom('orders').select('id').execute();
    const res = await initPayment(t.app, undefined, initBody([adults(slot.datetime, 1)], extra));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toEqual(before);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 0 });
  });

  it('refuses an express wallet with a session token that is not valid with 401', async () => {
    const slot = await futureSlot(t.app, 2);
    expect((await initPayment(t.app, 'expired-token', initBody([adults(slot.datetime, 1)], applePay))).statusCode).toBe(401);
  });

  it('refuses goods to be posted with 422 DELIVERY_ADDRESS_REQUIRED: the wallet gives no address', async () => {
    const res = await initPayment(t.app, undefined, initBody([{ type: 'merchandise', id: 701, count: 1 }], applePay), 'fr');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DELIVERY_ADDRESS_REQUIRED', message: expect.stringContaining('adresse de livraison') });
  });

  it('a guest’s own wallet payment keeps the guest’s details: the page asks nothing and a posted name changes nothing', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 3);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1)], applePay));
    const path = new URL((res.json() as { data: string }).data).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).not.toContain('payer-email');
    const paid = await post(t.app, path, { outcome: 'confirmed', name: 'Mallory', email: 'mallory@example.org' });
    const order = await orderOf(new URL(String(paid.headers.location)).searchParams.get('cartId') ?? '');
    expect(await customerOf(order.customer_id)).toMatchObject({ email: 'ada@example.org', fname: 'Ada', lname: 'Lovelace' });
    expect(await mailsTo('mallory@example.org')).toEqual([]);
  });
});
