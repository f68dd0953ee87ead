import { customerOrdersResponseSchema, execPaymentResponseSchema, orderCustomerResponseSchema, orderReviewResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../kinds.js';
import { adults, choose, execPayment, futureSlot, guestDetails, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalog } from '../../test-support/fixture-catalog.js';
import { fixtureCatalogWithPayLater, INVOICE } from '../../test-support/fixture-pay-later.js';
import { registeredCustomer } from '../../test-support/registered-customer.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
let guest: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithPayLater() });
  guest = await registerGuest(t.app);
});
afterAll(async () => t.close());

const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const review = async (token: string, lang = 'en') => {
  const res = await get(`/api/${lang}/order/review?id=${token}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return orderReviewResponseSchema.parse(res.json()).data;
};
const voucher = (barcode: string) => ({ type: 'voucherCode', barcode });

describe('GET /api/:lang/order/review?id=', () => {
  it('shows a booked order in the request language: lines, the voucher code and the card payment that paid it, nothing due, its documents', async () => {
    const slot = await futureSlot(t.app, 0);
    const { path } = await startPayment(t.app, guest, [adults(slot.datetime, 3), voucher('VALID-50')], 'de');
    await choose(t.app, path, 'confirmed');
    const order = await latestOrder();
    const data = await review(order.review_token);
    expect(data).toMatchObject({
      number: order.id,
      status: 'booked',
      total_cents: 5400,
      shipping_cents: 0,
      shipping_address: null,
      currency: 'CHF',
      paid_cents: 5400,
      due_cents: 0,
      pay_until: null,
      payable: false,
      documents_url: `/api/de/order/${order.id}/tickets.pdf?key=${order.download_key}`,
      tickets_only: true,
    });
    expect(data.lines).toEqual([{ name: 'Erwachsene', title: 'Sammlung', count: 3, datetime: expect.any(String), total_cents: 5400, facts: [] }]);
    expect(Date.parse(data.lines[0]?.datetime ?? '')).toBe(Date.parse(slot.datetime));
    expect(data.payments).toEqual([
      { kind: 'voucherCode', label: 'D-50', amount_cents: 3000, at: expect.any(String) },
      { kind: 'provider', label: 'Apple Pay', amount_cents: 2400, at: expect.any(String) },
    ]);
    expect((await get(data.documents_url ?? '')).statusCode).toBe(200);
  });

  it('shows a pending order as awaiting payment: the code held for it, the rest due until its hold runs out', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 1);
    // The code pays tickets, book and shipping; a gift voucher is always paid with money (SPEC §4).
    await startPayment(t.app, token, [adults(slot.datetime, 2), voucher('BIG-500'), { type: 'merchandise', id: 701, count: 1 }, { type: 'voucher', id: 801, count: 1 }]);
    const order = await latestOrder();
    const data = await review(order.review_token, 'fr');
    expect(data).toMatchObject({ status: 'awaiting_payment', payable: true, pay_until: order.hold_expires_at, documents_url: null, booked_at: null });
    expect(data.shipping_address).toEqual({ name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' });
    expect(data.shipping_cents).toBeGreaterThan(0);
    expect(data.total_cents).toBe(3600 + 3900 + 5000 + data.shipping_cents);
    expect(data.payments).toEqual([{ kind: 'voucherCode', label: '-500', amount_cents: data.total_cents - 5000, at: order.created_at }]);
    expect(data).toMatchObject({ paid_cents: data.total_cents - 5000, due_cents: 5000 });
  });

  it('shows goods, shipping and a voucher code the same on the payment page, the thank-you recap and the order page, adding up row by row', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 3);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 2), { type: 'merchandise', id: 701, count: 1 }, { type: 'voucher', id: 801, count: 1 }, voucher('BIG-500')], 'de');
    const order = await latestOrder();
    const chf = (text: string) => Math.round(Number(text.replaceAll('&#39;', '').replace(/[^\d.-]/g, '')) * 100);
    const rows = [...(await get(path)).body.matchAll(/<tr[^>]*><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map(([, text = '', amount = '']) => [text, chf(amount)] as const);
    expect(rows.map(([text]) => text.split(',')[0])).toEqual(['2 × Erwachsene', '1 × Ausstellungskatalog', '1 × Gutschein 50', 'Zwischensumme', 'Versand', 'Total', 'Gutschein BIG-500', 'Zu zahlender Betrag']);
    const [tickets, book, giftVoucher, subtotal, shipping, total, code, due] = rows.map(([, cents]) => cents) as number[];
    expect(subtotal).toBe(tickets! + book! + giftVoucher!);
    expect(total).toBe(subtotal! + shipping!);
    // The code pays everything but the gift voucher, which is paid with money (SPEC §4).
    expect(due).toBe(total! + code!);
    expect(due).toBe(giftVoucher);
    expect(due).toBe(order.amount_due_cents);

    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const { recap } = execPaymentResponseSchema.parse((await execPayment(t.app, cartId, 'de')).json()).data;
    expect(recap).toMatchObject({ subtotal_cents: subtotal, shipping_cents: shipping, total_cents: total, voucher_codes: [{ code: 'BIG-500', amount_cents: -code! }], due_cents: due });

    const data = await review(order.review_token, 'de');
    expect(data).toMatchObject({ subtotal_cents: subtotal, shipping_cents: shipping, total_cents: total, paid_cents: total, due_cents: 0 });
    expect(data.lines.reduce((sum, line) => sum + line.total_cents, 0)).toBe(data.subtotal_cents);
  });

  it('answers 406 ORDER_NOT_AVAILABLE for an unknown or malformed token, an order number and an order of another shop', async () => {
    const slot = await futureSlot(t.app, 2);
    await startPayment(t.app, guest, [adults(slot.datetime, 1)]);
    const order = await latestOrder();
    // A second shop in the same database (its own catalog, nothing shared with the first).
    const other = fixtureCatalog();
    await importCatalog(t.app.db, { ...other, shop: { ...other.shop, id: 178 } });
    const foreign = await latestOrder();
    await t.app.db.updateTable('orders').set({ shop_id: 178 }).where('id', '=', foreign.id).execute();
    for (const id of ['A'.repeat(43), String(order.id), '..%2F..%2Fetc', 'a b', order.review_token.slice(1), foreign.review_token]) {
      const res = await get(`/api/de/order/review?id=${id}`);
      expect(res.statusCode, id).toBe(406);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_AVAILABLE', message: 'Diese Bestellung ist nicht verfügbar.' });
      expect((await get(`/api/en/customer/fromOrder?id=${id}`)).statusCode).toBe(406);
    }
    expect((await get('/api/en/order/review')).statusCode).toBe(400);
  });
});

describe('GET /api/:lang/customer/fromOrder?id=', () => {
  it('answers the billing details the order was placed with', async () => {
    const slot = await futureSlot(t.app, 3);
    await startPayment(t.app, guest, [adults(slot.datetime, 1)]);
    const res = await get(`/api/en/customer/fromOrder?id=${(await latestOrder()).review_token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(orderCustomerResponseSchema.parse(res.json()).data.customer).toEqual({ ...guestDetails, company: null });
  });
});

describe('GET /api/:lang/customer/orders', () => {
  it('lists a registered customer’s orders newest first, leaving out abandoned checkouts; guests get 403, strangers 401', async () => {
    const { token } = await registeredCustomer(t.app);
    const day = (nth: number) => futureSlot(t.app, nth).then((slot) => slot.datetime);
    const { path: paid } = await startPayment(t.app, token, [adults(await day(4), 1)]);
    await choose(t.app, paid, 'confirmed');
    const booked = await latestOrder();
    const { path: declined } = await startPayment(t.app, token, [adults(await day(5), 1)]);
    await choose(t.app, declined, 'declined');
    await startPayment(t.app, token, [adults(await day(6), 1)]);
    const abandoned = await latestOrder();
    await t.app.jobs.sweep(new Date(Date.now() + 21 * 60_000));
    expect((await initPayment(t.app, token, initBody([adults(await day(7), 2)], { payart: INVOICE }))).statusCode).toBe(200);
    const reserved = await latestOrder();
    await startPayment(t.app, token, [{ type: 'merchandise', id: 702, count: 1 }]);
    const awaiting = await latestOrder();

    const res = await get(`/api/de/customer/orders?_=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { orders } = customerOrdersResponseSchema.parse(res.json()).data;
    expect(orders.map((order) => [order.number, order.status])).toEqual([
      [awaiting.id, 'awaiting_payment'],
      [reserved.id, 'awaiting_payment'],
      [booked.id, 'booked'],
    ]);
    expect(orders.map((order) => order.number)).not.toContain(abandoned.id);
    expect(orders[0]).toMatchObject({ id: awaiting.review_token, names: ['Lakeside poster'], first_datetime: null, due_cents: awaiting.amount_due_cents, documents_url: null });
    expect(orders[1]).toMatchObject({ id: reserved.review_token, names: ['Adults'], total_cents: 3600, due_cents: 3600 });
    expect(Date.parse(orders[1]?.first_datetime ?? '')).toBe(Date.parse(await day(7)));
    expect(orders[2]).toMatchObject({ due_cents: 0, documents_url: `/api/en/order/${booked.id}/tickets.pdf?key=${booked.download_key}` });

    const forbidden = await get(`/api/en/customer/orders?_=${guest}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await get('/api/en/customer/orders')).statusCode).toBe(401);
  });
});

describe('the confirmation mail', () => {
  it('links to the order review page on PUBLIC_URL, whatever Host the request named', async () => {
    const slot = await futureSlot(t.app, 8);
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const res = await t.app.inject({ method: 'POST', url: `/api/en/checkout/initPayment?_=${guest}`, headers: hostile, payload: initBody([adults(slot.datetime, 1)]) });
    expect(res.statusCode, res.body).toBe(200);
    const pay = await t.app.inject({ method: 'POST', url: new URL((res.json() as { data: string }).data).pathname, headers: { ...hostile, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' });
    expect(pay.statusCode).toBe(303);
    const order = await latestOrder();
    expect(order.status).toBe('booked');
    const mail = await newestMail(t.app);
    expect(mail.text).toContain(`You can view your order online at any time: http://localhost:3000/en/order-review/${order.review_token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/en/order-review/${order.review_token}"`);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });
});
