import { apiErrorSchema, officeOrderChoicesResponseSchema, officeOrderListResponseSchema, officeOrderResponseSchema, type OfficeOrderQuery } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, guestDetails, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let boxOffice: SignedIn;
let ada: { id: number; barcodes: string[] };
let grace: number;
let declined: number;

const latestOrderId = async () => (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
const buy = async (details: Record<string, unknown>, items: (datetime: string) => unknown[], outcome: 'confirmed' | 'declined') => {
  const token = await registerGuest(t.app, 'en', details);
  const slot = await futureSlot(t.app, 0);
  const { path } = await startPayment(t.app, token, items(slot.datetime));
  await choose(t.app, path, outcome);
  return latestOrderId();
};

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
  const adaId = await buy(guestDetails, (datetime) => [adults(datetime, 2), { type: 'voucherCode', barcode: 'VALID-50' }], 'confirmed');
  ada = { id: adaId, barcodes: (await t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', adaId).orderBy('id').execute()).map((row) => row.barcode) };
  grace = await buy({ ...guestDetails, email: 'Grace.Hopper@Example.net', fname: 'Grace', lname: 'Hopper' }, (datetime) => [adults(datetime, 1)], 'confirmed');
  declined = await buy({ ...guestDetails, email: 'alan@example.com', fname: 'Alan', lname: 'Turing' }, (datetime) => [adults(datetime, 1)], 'declined');
});
afterAll(async () => t.close());

const get = (who: SignedIn, path: string) => officeCall(t.app, 'GET', path, { cookie: who.cookie, csrf: who.csrf });
const search = async (query: OfficeOrderQuery, who: SignedIn = boxOffice) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const res = await get(who, `/orders?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return officeOrderListResponseSchema.parse(res.json()).data;
};
const found = async (q: string) => (await search({ q })).orders.map((order) => order.id);

describe('GET /office/api/orders', () => {
  it('lists the shop’s orders newest first with customer, status, total, payment type and kinds of lines', async () => {
    const { orders, nextCursor } = await search({});
    expect(orders.map((order) => order.id)).toEqual([declined, grace, ada.id]);
    expect(nextCursor).toBeNull();
    expect(orders[2]).toEqual({
      id: ada.id,
      createdAt: expect.any(String),
      customer: { name: 'Ada Lovelace', email: 'ada@example.org' },
      status: 'booked',
      totalCents: 3600,
      currency: 'CHF',
      payment: { payart: expect.any(Number), name: expect.any(String) },
      kinds: ['ticket'],
    });
    expect(orders[0]?.status).toBe('failed');
  });

  it('lets owners and accountants search, and refuses editors, door staff and callers without a session', async () => {
    for (const role of ['owner', 'accountant'] as const) {
      expect((await search({}, await signIn(t.app, await addStaff(t.app, role)))).orders).toHaveLength(3);
    }
    for (const who of [await addStaff(t.app, 'editor'), await addStaff(t.app, 'door')]) {
      const res = await get(await signIn(t.app, who), '/orders');
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/office/api/orders' })).statusCode).toBe(401);
  });

  it('finds an order by its number, with or without #', async () => {
    expect(await found(String(grace))).toEqual([grace]);
    expect(await found(`#${grace}`)).toEqual([grace]);
    expect(await found('2147483648')).toEqual([]);
  });

  it('finds an order by a ticket’s barcode, exactly', async () => {
    const barcode = ada.barcodes[1] ?? '';
    expect(ada.barcodes).toHaveLength(2);
    expect(await found(barcode)).toEqual([ada.id]);
    expect(await found(barcode.slice(0, -1))).toEqual([]);
  });

  it('finds the orders that spent a voucher code, typed in any case', async () => {
    expect(await found('valid-50')).toEqual([ada.id]);
    expect(await found(' Valid-50 ')).toEqual([ada.id]);
    expect(await found('VALID')).toEqual([]);
  });

  it('finds orders by the start of the customer’s e-mail, first or last name, in any case, and by first and last name together', async () => {
    expect(await found('GRACE.H')).toEqual([grace]);
    expect(await found('grac')).toEqual([grace]);
    expect(await found('hop')).toEqual([grace]);
    expect(await found('Grace Hop')).toEqual([grace]);
    expect(await found('hopper grace')).toEqual([grace]);
    expect(await found('a')).toEqual([declined, ada.id]);
    expect(await found('race')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('filters by status, kind of line and museum dates', async () => {
    expect((await search({ status: 'booked' })).orders.map((order) => order.id)).toEqual([grace, ada.id]);
    expect((await search({ status: 'booked', q: 'a' })).orders.map((order) => order.id)).toEqual([ada.id]);
    expect((await search({ kind: 'ticket' })).orders).toHaveLength(3);
    expect((await search({ kind: 'merchandise' })).orders).toEqual([]);
    expect((await search({ from: '2000-01-01', to: '2001-01-01' })).orders).toEqual([]);
    expect((await search({ from: '2000-01-01', to: '2099-12-31' })).orders).toHaveLength(3);
    expect((await search({ from: '2099-01-01' })).orders).toEqual([]);
  });

  it('pages with an opaque cursor until the last page, which has none', async () => {
    const first = await search({ limit: 2 });
    expect(first.orders.map((order) => order.id)).toEqual([declined, grace]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await search({ limit: 2, cursor: first.nextCursor ?? '' });
    expect([second.orders.map((order) => order.id), second.nextCursor]).toEqual([[ada.id], null]);
    const searched = await search({ q: 'a', limit: 1 });
    expect(searched.orders.map((order) => order.id)).toEqual([declined]);
    expect((await search({ q: 'a', limit: 1, cursor: searched.nextCursor ?? '' })).orders.map((order) => order.id)).toEqual([ada.id]);
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=ten'],
    ['from=1900-01-01'],
    ['to=3000-01-01'],
    ['from=2025-02-30'],
    ['from=2025-03-02&to=2025-03-01'],
    ['cursor=not-a-cursor'],
    ['cursor=bzA'],
    ['status=lost'],
    ['kind=parking'],
    [`q=${'x'.repeat(201)}`],
  ])('refuses %s with 400 VALIDATION_FAILED', async (query) => {
    const res = await get(boxOffice, `/orders?${query}`);
    expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('GET /office/api/orders/:id', () => {
  it('shows the order’s lines with their barcodes, customer, payments, tenders, documents and timeline', async () => {
    const res = await get(boxOffice, `/orders/${ada.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = officeOrderResponseSchema.parse(res.json()).data.order;
    expect(order).toMatchObject({ id: ada.id, status: 'booked', totalCents: 3600, amountDueCents: 600, reserved: false, shippingAddress: null });
    expect(order.customer).toMatchObject({ email: 'ada@example.org', fname: 'Ada', lname: 'Lovelace', city: 'Zürich', isGuest: true });
    expect(order.lines).toEqual([
      { lineNo: 1, kind: 'ticket', name: 'Adults', title: expect.any(String), datetime: expect.any(String), count: 2, unitPriceCents: 1800, totalCents: 3600, vatBp: expect.any(Number), facts: [], barcodes: ada.barcodes, voucherCode: null, slotId: expect.any(Number), refundedCount: 0 },
    ]);
    expect(order.payments).toEqual([expect.objectContaining({ status: 'confirmed', amountCents: 600, provider: expect.any(String) })]);
    expect(order.tenders).toEqual([
      { kind: 'voucherCode', code: 'VALID-50', amountCents: 3000, refundedCents: 0 },
      { kind: 'provider', payart: expect.any(Number), name: expect.any(String), amountCents: 600, refundedCents: 0 },
    ]);
    expect([order.refunds, order.refundableCents]).toEqual([[], 3600]);
    expect(order.documentsUrl).toMatch(new RegExp(`^/api/en/order/${ada.id}/tickets\\.pdf\\?key=`));
    expect(order.timeline.map((entry) => entry.event)).toEqual(['created', 'payment-started', 'payment-confirmed', 'booked']);
  });

  it('shows staff entries of the audit log about the order in its timeline, and a declined payment', async () => {
    await t.app.db.insertInto('office_audit').values({ at: new Date(Date.now() + 1000).toISOString(), staff_id: boxOffice.session.staff.id, action: 'order.note', target: `order:${declined}`, before_json: null, after_json: null }).execute();
    const order = officeOrderResponseSchema.parse((await get(boxOffice, `/orders/${declined}`)).json()).data.order;
    expect(order.documentsUrl).toBeNull();
    expect(order.timeline.map((entry) => [entry.event, entry.action, entry.staffName])).toEqual([
      ['created', null, null],
      ['payment-started', null, null],
      ['payment-declined', null, null],
      ['staff', 'order.note', boxOffice.session.staff.name],
    ]);
  });

  it('answers 404 OFFICE_ORDER_NOT_FOUND for an order that does not exist, 400 for a number no order can have, 403 for an editor', async () => {
    const missing = await get(boxOffice, '/orders/999999');
    expect([missing.statusCode, apiErrorSchema.parse(missing.json()).code, apiErrorSchema.parse(missing.json()).message]).toEqual([404, 'OFFICE_ORDER_NOT_FOUND', 'This order does not exist.']);
    for (const id of ['abc', '0', '99999999999']) expect((await get(boxOffice, `/orders/${id}`)).statusCode).toBe(400);
    expect((await get(await signIn(t.app, await addStaff(t.app, 'editor')), `/orders/${ada.id}`)).statusCode).toBe(403);
  });
});

describe('an order that sold a gift voucher', () => {
  it('is found by the code it sold, which its page shows on the voucher’s line', async () => {
    const token = await registerGuest(t.app, 'en', { ...guestDetails, email: 'giver@example.org', fname: 'Gift', lname: 'Giver' });
    const { path } = await startPayment(t.app, token, [{ type: 'voucher', id: 801, count: 1 }]);
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    expect((await execPayment(t.app, cartId)).statusCode).toBe(200);
    const giver = await latestOrderId();
    const sold = await t.app.db.selectFrom('voucher_codes').innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id').select('voucher_codes.code').where('order_lines.order_id', '=', giver).executeTakeFirstOrThrow();
    expect(await found(sold.code.toLowerCase())).toEqual([giver]);
    const order = officeOrderResponseSchema.parse((await get(boxOffice, `/orders/${giver}`)).json()).data.order;
    expect(order.lines.map((line) => [line.kind, line.voucherCode])).toEqual([['voucher', sold.code]]);
    expect((await search({ kind: 'voucher' })).orders.map((row) => [row.id, row.kinds])).toEqual([[giver, ['voucher']]]);
  });
});

describe('filters by event or tour, slot and payment type', () => {
  it('keeps the orders that held or bought places of the event or the slot, and those of the payment type', async () => {
    const firstSlot = await futureSlot(t.app, 0);
    const otherSlot = await futureSlot(t.app, 0, 502);
    const token = await registerGuest(t.app, 'en', { ...guestDetails, email: 'day@example.org', fname: 'Dora', lname: 'Day' });
    const { path } = await startPayment(t.app, token, [{ type: 'ticket', id: 5021, count: 1, datetime: otherSlot.datetime, subtickets: [] }]);
    await choose(t.app, path, 'confirmed');
    const dora = await latestOrderId();
    const ids = async (query: OfficeOrderQuery) => (await search(query)).orders.map((order) => order.id);

    expect(await ids({ event: 502 })).toEqual([dora]);
    expect(await ids({ slot: otherSlot.id })).toEqual([dora]);
    expect(await ids({ slot: firstSlot.id })).toEqual([declined, grace, ada.id]);
    expect(await ids({ event: 501, status: 'booked' })).toEqual([grace, ada.id]);
    expect(await ids({ event: 501, q: 'hop' })).toEqual([grace]);
    expect(await ids({ event: 999 })).toEqual([]);
    const payart = (await t.app.db.selectFrom('orders').select('payart').where('id', '=', dora).executeTakeFirstOrThrow()).payart;
    expect(await ids({ payart, event: 502 })).toEqual([dora]);
    expect(await ids({ payart: payart + 1 })).toEqual([]);
  });

  it('offers the events, tours and payment types to filter by, and names the slot the list is narrowed to', async () => {
    const slot = await futureSlot(t.app, 0, 502);
    const res = await get(boxOffice, `/order-choices?slot=${slot.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const choices = officeOrderChoicesResponseSchema.parse(res.json()).data;
    expect(choices.events.filter((event) => event.kind === 'event').map((event) => event.id)).toEqual(expect.arrayContaining([501, 502]));
    expect(choices.paymentTypes.length).toBeGreaterThan(0);
    expect(choices.slot).toEqual({ id: slot.id, eventName: expect.any(String), startsAt: slot.datetime });
    expect(officeOrderChoicesResponseSchema.parse((await get(boxOffice, '/order-choices?slot=2147483647')).json()).data.slot).toBeNull();
    expect((await get(boxOffice, '/order-choices?slot=0')).statusCode).toBe(400);
    expect((await get(await signIn(t.app, await addStaff(t.app, 'editor')), '/order-choices')).statusCode).toBe(403);
  });

  it.each([['event=0'], ['slot=-1'], ['payart=x'], ['event=99999999999']])('refuses %s with 400 VALIDATION_FAILED', async (query) => {
    const res = await get(boxOffice, `/orders?${query}`);
    expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('a box office member whose scope names chosen events or tours', () => {
  it('finds and reads only the orders with places of those events or tours; other orders are as good as absent', async () => {
    const dora = (await search({ event: 502 })).orders.map((order) => order.id);
    expect(dora).toHaveLength(1);
    const eventOnly = await signIn(t.app, await addStaff(t.app, 'box-office', { scope: { events: ['502'], tours: [] } }));
    expect((await search({}, eventOnly)).orders.map((order) => order.id)).toEqual(dora);
    expect((await search({ q: String(ada.id) }, eventOnly)).orders).toEqual([]);
    expect((await search({ q: ada.barcodes[0] ?? '' }, eventOnly)).orders).toEqual([]);
    expect((await get(eventOnly, `/orders/${dora[0] ?? 0}`)).statusCode).toBe(200);
    const hidden = await get(eventOnly, `/orders/${ada.id}`);
    expect([hidden.statusCode, apiErrorSchema.parse(hidden.json()).code]).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    const choices = officeOrderChoicesResponseSchema.parse((await get(eventOnly, '/order-choices')).json()).data;
    expect(choices.events.map((event) => event.id)).toEqual([502]);

    // Every event but no tour: the event orders, not the gift voucher's (no places) nor anything else.
    const allEvents = await signIn(t.app, await addStaff(t.app, 'box-office', { scope: { events: null, tours: [] } }));
    const seen = (await search({}, allEvents)).orders;
    expect(seen.every((order) => order.kinds.includes('ticket'))).toBe(true);
    expect(seen.map((order) => order.id)).toEqual(expect.arrayContaining([...dora, grace, ada.id]));
    const nothing = await signIn(t.app, await addStaff(t.app, 'box-office', { scope: { events: [], tours: [] } }));
    expect((await search({}, nothing)).orders).toEqual([]);
  });
});
