import { apiErrorSchema, officeOrderResponseSchema, officePackingListResponseSchema, officePickListResponseSchema, officeShipmentListResponseSchema, type MarkShippedBody } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { adults, buyAndPay, futureSlot, guestDetails, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { outboxMails } from '../../test-support/outbox-mails.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database, as behind a load balancer; SQLite is one instance by design. */
let second: FastifyInstance;
let boxOffice: SignedIn;
const goods = (id: number, count: number) => ({ type: 'merchandise', id, count });
const toVienna = { street: 'Ringstrasse 5', zip: '1010', city: 'Wien', country: 'AT' };
const pass = { type: 'annualPass', id: 704, count: 1, owners: [{ name: 'Grace Hopper', send_to_custom_addr: true, address: toVienna }] };

/** Buys and pays as a guest; answers the booked order's number. */
const buy = async (items: unknown[], details: Record<string, unknown> = guestDetails): Promise<number> => {
  const cartId = await buyAndPay(t.app, await registerGuest(t.app, 'en', details), items);
  const order = await t.app.db.selectFrom('orders').select(['id', 'status']).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
  expect(order.status).toBe('booked');
  return order.id;
};

const call = (who: SignedIn, method: 'GET' | 'POST', path: string, payload?: object, app = t.app) =>
  officeCall(app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const ship = (orderId: number, body: MarkShippedBody, app = t.app) => call(boxOffice, 'POST', `/shipping/orders/${orderId}/shipped`, body, app);
const shippedMails = async (orderId: number) => (await outboxMails(t.app)).filter((mail) => mail.subject.includes(`your order ${orderId} is on its way`));

let twoBooks: number;
let oneBook: number;
let passCard: number;
let ticketsOnly: number;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
  twoBooks = await buy([goods(701, 2), goods(702, 1)]);
  oneBook = await buy([goods(701, 1)], { ...guestDetails, email: 'grace@example.org', fname: 'Grace', lname: 'Hopper' });
  passCard = await buy([pass]);
  ticketsOnly = await buy([adults((await futureSlot(t.app, 0)).datetime, 1)]);
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

describe('the shipping list', () => {
  it('lists booked orders with goods or pass cards to post, oldest first, and no order with tickets only', async () => {
    const res = await call(boxOffice, 'GET', '/shipping/orders');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { orders } = officeShipmentListResponseSchema.parse(res.json()).data;
    expect(orders.map((order) => [order.orderId, order.goods, order.passCards])).toEqual([
      [twoBooks, 3, 0],
      [oneBook, 1, 0],
      [passCard, 0, 1],
    ]);
    expect(orders[0]?.shipTo).toEqual({ name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' });
    expect(orders[2]?.shipTo).toBeNull();
    expect(orders.map((order) => order.orderId)).not.toContain(ticketsOnly);
  });

  it('sums every product to pack over the waiting orders in the pick list, and counts the pass cards to post', async () => {
    const res = await call(boxOffice, 'GET', '/shipping/pick-list');
    expect(res.statusCode, res.body).toBe(200);
    expect(officePickListResponseSchema.parse(res.json()).data).toEqual({
      orders: 3,
      products: [
        { productId: 701, name: 'Exhibition catalogue', count: 3, orders: 2 },
        { productId: 702, name: 'Lakeside poster', count: 1, orders: 1 },
      ],
      passCards: 1,
    });
  });

  it('gives an order’s packing list: goods, address, pass cards with their holders’ addresses', async () => {
    const res = await call(boxOffice, 'GET', `/shipping/orders/${twoBooks}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = officePackingListResponseSchema.parse(res.json()).data.packingList;
    expect(list).toMatchObject({
      orderId: twoBooks,
      customer: { name: 'Ada Lovelace', email: 'ada@example.org' },
      shipTo: { name: 'Ada Lovelace', city: 'Zürich' },
      goods: [
        { productId: 701, name: 'Exhibition catalogue', count: 2 },
        { productId: 702, name: 'Lakeside poster', count: 1 },
      ],
      passCards: [],
      shipment: null,
    });
    const cards = officePackingListResponseSchema.parse((await call(boxOffice, 'GET', `/shipping/orders/${passCard}`)).json()).data.packingList;
    expect(cards.passCards).toEqual([{ passName: 'Annual pass', holder: 'Grace Hopper', barcode: expect.any(String), address: 'Ringstrasse 5, 1010 Wien, Austria' }]);
    expect(cards.goods).toEqual([]);
  });

  it('refuses other roles, and answers orders with nothing to ship and unknown orders with their codes', async () => {
    for (const role of ['editor', 'door', 'accountant'] as const) {
      const res = await call(await signIn(t.app, await addStaff(t.app, role)), 'GET', '/shipping/orders');
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    expect((await call(owner, 'GET', '/shipping/pick-list')).statusCode).toBe(200);
    const nothing = await ship(ticketsOnly, {});
    expect([nothing.statusCode, apiErrorSchema.parse(nothing.json()).code]).toEqual([409, 'OFFICE_NOTHING_TO_SHIP']);
    const unknown = await ship(999_999, {});
    expect([unknown.statusCode, apiErrorSchema.parse(unknown.json()).code]).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    const withoutLink = await ship(oneBook, { carrier: 'other', trackingNumber: 'A1' });
    expect(withoutLink.statusCode, withoutLink.body).toBe(422);
  });
});

describe('marking an order shipped', () => {
  it('records carrier and tracking, mails the customer the tracking link once, and shows it in the order’s timeline', async () => {
    const res = await ship(twoBooks, { carrier: 'swiss-post', trackingNumber: '99.00.123456.12345678' });
    expect(res.statusCode, res.body).toBe(200);
    const { shipment } = officePackingListResponseSchema.parse(res.json()).data.packingList;
    expect(shipment).toMatchObject({ carrier: 'swiss-post', trackingNumber: '99.00.123456.12345678', trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678', staffName: boxOffice.session.staff.name });

    const again = await ship(twoBooks, { carrier: 'dhl', trackingNumber: 'X' });
    expect([again.statusCode, apiErrorSchema.parse(again.json()).code]).toEqual([409, 'OFFICE_ALREADY_SHIPPED']);

    const mails = await shippedMails(twoBooks);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('ada@example.org');
    expect(mails[0]?.text).toContain('Tracking number: 99.00.123456.12345678');
    expect(mails[0]?.text).toContain('https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678');
    expect(mails[0]?.html).toContain('href="https://service.post.ch/ekp-web/ui/entry/search/99.00.123456.12345678"');

    const list = officeShipmentListResponseSchema.parse((await call(boxOffice, 'GET', '/shipping/orders')).json()).data.orders;
    expect(list.map((order) => order.orderId)).toEqual([oneBook, passCard]);

    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    const { timeline } = officeOrderResponseSchema.parse((await call(owner, 'GET', `/orders/${twoBooks}`)).json()).data.order;
    expect(timeline.at(-1)).toMatchObject({ event: 'shipped', staffName: boxOffice.session.staff.name, tracking: { carrier: 'swiss-post', number: '99.00.123456.12345678', url: expect.stringContaining('service.post.ch') } });
    expect(timeline.filter((entry) => entry.action === 'order.ship')).toEqual([]);
  });

  it('of many marks at once, on any instance, lets one win: the customer gets one mail', async () => {
    const marks = await Promise.all(Array.from({ length: 6 }, (_, index) => ship(oneBook, { carrier: 'other', trackingUrl: 'https://courier.example/parcel/7' }, index % 2 === 0 ? t.app : second)));
    expect(marks.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const mails = await shippedMails(oneBook);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('grace@example.org');
    expect(mails[0]?.text).toContain('https://courier.example/parcel/7');
    const audit = await t.app.db.selectFrom('office_audit').select('action').where('target', '=', `order:${oneBook}`).execute();
    expect(audit).toEqual([{ action: 'order.ship' }]);
  });

  it('mails without a link when no carrier was named', async () => {
    expect((await ship(passCard, {})).statusCode).toBe(200);
    const [mail] = await shippedMails(passCard);
    expect(mail?.text).not.toContain('https://');
    expect(mail?.text).toContain(`We have just sent what you ordered with your order ${passCard}.`);
  });
});
