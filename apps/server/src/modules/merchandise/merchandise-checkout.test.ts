import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, guestDetails, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { expectRowsAddUp } from '../../test-support/mail-sums.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const goods = (id: number, count: number, extra: Record<string, unknown> = {}) => ({ type: 'merchandise', id, count, ...extra });
const stockOf = (id: number) => t.app.db.selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();
const orderOf = (cartId: string) => t.app.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A guest in Germany who has the goods sent to a friend in Austria. */
const toAustria = { ...guestDetails, country: 'DE', shipping: { name: 'Grace Hopper', street: 'Ringstrasse 5', zip: '1010', city: 'Wien', country: 'AT' } };

describe('goods at checkout', () => {
  it('prices goods from the catalog, adds shipping by delivery country and weight, and holds the units', async () => {
    const token = await registerGuest(t.app, 'en', toAustria);
    const before = await stockOf(701);
    // 2 books (2 × 1200 g) + 1 poster (300 g) = 2700 g to Austria: the Europe zone's 10 kg band.
    const res = await initPayment(t.app, token, initBody([goods(701, 2, { totalPrice: 7800 }), goods(702, 1)]));
    expect(res.statusCode, res.body).toBe(200);
    const order = await latestOrder();
    expect(order).toMatchObject({ total_cents: 7800 + 2500 + 3500, shipping_cents: 3500, amount_due_cents: 13_800 });
    expect(JSON.parse(order.shipping_address ?? 'null')).toEqual(toAustria.shipping);
    expect(await stockOf(701)).toEqual({ ...before, held: before.held + 2 });
    const lines = await t.app.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('line_no').execute();
    expect(lines.map((line) => [line.type, line.name, line.count, line.total_cents, line.vat_bp])).toEqual([
      ['merchandise', 'Exhibition catalogue', 2, 7800, 260],
      ['merchandise', 'Lakeside poster', 1, 2500, 810],
    ]);
    const payment = await t.app.db.selectFrom('payments').select('amount_cents').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(13_800);
  });

  it('ships to the billing address when there is no separate one; its own zone wins over the Europe zone', async () => {
    const token = await registerGuest(t.app, 'en', { ...guestDetails, country: 'DE' });
    const res = await initPayment(t.app, token, initBody([goods(701, 1)]));
    expect(res.statusCode, res.body).toBe(200);
    const order = await latestOrder();
    expect(order).toMatchObject({ shipping_cents: 2800, amount_due_cents: 3900 + 2800 });
    expect(JSON.parse(order.shipping_address ?? 'null')).toEqual({ name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'DE' });
  });

  it('ships nothing and stores no address for an order without goods', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 3);
    expect((await initPayment(t.app, token, initBody([adults(slot.datetime, 1)]))).statusCode).toBe(200);
    expect(await latestOrder()).toMatchObject({ shipping_cents: 0, shipping_address: null, amount_due_cents: 1800 });
  });

  it.each([
    { name: 'a country without shipping costs', details: { ...guestDetails, country: 'US' }, items: [goods(705, 1)], status: 422, code: 'NO_SHIPPING_COSTS' },
    { name: 'a parcel heavier than the last band', details: guestDetails, items: [goods(701, 5)], status: 422, code: 'NO_SHIPPING_COSTS' },
    { name: 'a sold-out product', details: guestDetails, items: [goods(703, 1)], status: 422, code: 'OUT_OF_STOCK' },
    { name: 'more than is left', details: guestDetails, items: [goods(705, 1), goods(702, 4)], status: 422, code: 'NOT_ENOUGH_STOCK' },
    { name: 'a changed price', details: guestDetails, items: [goods(705, 2, { totalPrice: 2000 })], status: 422, code: 'PRICE_CHANGED' },
    { name: 'more than 50 on one line', details: guestDetails, items: [goods(705, 51)], status: 422, code: 'QUANTITY_LIMIT' },
    { name: 'an annual pass sold as merchandise', details: guestDetails, items: [goods(704, 1)], status: 422, code: 'PRODUCT_NOT_FOUND' },
    { name: 'an unknown product', details: guestDetails, items: [goods(9999, 1)], status: 422, code: 'PRODUCT_NOT_FOUND' },
    { name: 'a count of 0', details: guestDetails, items: [goods(705, 0)], status: 400, code: 'VALIDATION_FAILED' },
  ])('refuses $name with $code and holds nothing', async ({ details, items, status, code }) => {
    const token = await registerGuest(t.app, 'en', details);
    const before = await Promise.all([701, 702, 705].map(stockOf));
    const res = await initPayment(t.app, token, initBody(items));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(await Promise.all([701, 702, 705].map(stockOf))).toEqual(before);
  });

  it('names the support address in the visitor language when nothing ships to the country', async () => {
    const token = await registerGuest(t.app, 'de', { ...guestDetails, country: 'US' });
    const res = await initPayment(t.app, token, initBody([goods(705, 1)]), 'de');
    expect(res.json()).toMatchObject({
      code: 'NO_SHIPPING_COSTS',
      params: { email: 'help@museum.example.org' },
      message: 'Für dieses Land sind keine Versandkosten hinterlegt. Bitte kontaktieren Sie uns unter help@museum.example.org.',
    });
  });

  it('says how many are left when a line asks for more', async () => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([goods(702, 9)]));
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK', params: { requested: 9 } });
  });
});

describe('stock through the life of an order', () => {
  it('the list and the article show what is left right after a hold, though their texts are kept in memory', async () => {
    const free = async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/en/merchandise/select' })).json() as { data: { products: { id: number; stock: number }[] } };
      const article = (await t.app.inject({ method: 'GET', url: '/api/en/merchandise?article=705' })).json() as { data: { stock: number } };
      return [list.data.products.find((product) => product.id === 705)?.stock, article.data.stock];
    };
    const [before] = await free();
    const token = await registerGuest(t.app);
    await startPayment(t.app, token, [goods(705, 3)]);
    expect(await free()).toEqual([(before ?? 0) - 3, (before ?? 0) - 3]);
  });

  it('a paid order sells its units, mails the goods with the delivery address and shipping, and attaches no tickets', async () => {
    const token = await registerGuest(t.app, 'de', toAustria);
    const before = await stockOf(705);
    const { path } = await startPayment(t.app, token, [goods(705, 2)], 'de');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('2 × Postkarten');
    expect(page.body).toContain('Versand');
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const exec = await execPayment(t.app, cartId, 'de');
    expect(exec.statusCode, exec.body).toBe(200);
    expect(exec.json()).toMatchObject({ data: { has_tickets: false, tickets_url: null } });
    expect(await stockOf(705)).toEqual({ ...before, sold: before.sold + 2 });
    const order = await orderOf(cartId);
    expect(order.status).toBe('booked');
    const mail = await newestMail(t.app, guestDetails.email);
    expect(mail.subject).toBe(`Ihre Bestellung ${order.id} bei Testmuseum`);
    expect(mail.text).toContain('2 × Postkarten');
    expect(mail.text).toMatch(/Versand: CHF\s22\.00/);
    expect(mail.text).toContain('Ihre Sendung verlässt das Museum in der Regel innerhalb von drei Werktagen.');
    const rows = expectRowsAddUp(mail.text);
    expect(rows.sums.slice(1, 2)).toEqual([2200]);
    expect(mail.text).toContain('Wir senden Ihre Artikel an diese Adresse:\nGrace Hopper\nRingstrasse 5\n1010 Wien\nÖsterreich');
    expect(mail.text).not.toContain('Tickets');
    expect(mail.html).toContain('Grace Hopper<br>Ringstrasse 5');
    expect(mail.attachments).toEqual([]);
    const tickets = await t.app.db.selectFrom('issued_tickets').select('id').where('order_id', '=', order.id).execute();
    expect(tickets).toEqual([]);
  });

  it('a cancelled payment gives the units back at once', async () => {
    const token = await registerGuest(t.app);
    const before = await stockOf(701);
    const { path } = await startPayment(t.app, token, [goods(701, 1)]);
    expect((await stockOf(701)).held).toBe(before.held + 1);
    await choose(t.app, path, 'canceled');
    expect(await stockOf(701)).toEqual(before);
  });

  it('unpaid orders give their units back when the hold runs out', async () => {
    const token = await registerGuest(t.app);
    await startPayment(t.app, token, [goods(701, 1)]);
    expect((await stockOf(701)).held).toBeGreaterThan(0);
    await t.app.jobs.sweep(later(21));
    expect(await stockOf(701)).toMatchObject({ held: 0 });
    const held = await t.app.db.selectFrom('claims').select('id').where('resource', '=', 'stock').where('status', '=', 'held').execute();
    expect(held).toEqual([]);
  });

  it('a mixed order issues tickets for the visit and mails them with the goods', async () => {
    const token = await registerGuest(t.app, 'en');
    const slot = await futureSlot(t.app, 4);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1), goods(705, 1)]);
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    expect((await execPayment(t.app, cartId)).json()).toMatchObject({ data: { has_tickets: true, tickets_only: true } });
    const mail = await newestMail(t.app);
    expect(mail.text).toMatch(/Shipping: CHF\s9\.00/);
    // The tickets and the calendar file of the visit; the goods come by post.
    expect(mail.attachments.map((attachment) => attachment.ref.kind)).toEqual(['order-tickets', 'order-calendar']);
  });
});
