import { apiErrorSchema, officeCustomerExportSchema, officeCustomerResponseSchema, officeOrderListResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStatus, login, loginToken, newAccount } from '../../test-support/account-kit.js';
import { adults, buyAndPay, choose, futureSlot, guestDetails, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let boxOffice: SignedIn;
let accountant: SignedIn;

const ada = { ...guestDetails, phone: '+41 44 123 45 67', company: 'Analytical Engines' };
const personal = ['ada@example.org', 'Lovelace', 'Seeweg', 'Zürich', '+41 44 123 45 67', 'Analytical', 'Dear Ada', 'Charles'];

/** Ada's two orders (tickets, then a gift voucher with a message) and Grace's one. */
let adaCustomer: number;
let adaOrders: number[];
let declinedOrder: number;

const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
  accountant = await signIn(t.app, await addStaff(t.app, 'accountant'));
  const token = await registerGuest(t.app, 'en', ada);
  const slot = await futureSlot(t.app, 0);
  await buyAndPay(t.app, token, [adults(slot.datetime, 2)]);
  const first = await latestOrder();
  await buyAndPay(t.app, token, [{ type: 'voucher', id: 801, count: 1, recipient: 'Charles Babbage', message: 'Dear Charles, enjoy the museum.' }]);
  const second = await latestOrder();
  const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1)]);
  await choose(t.app, path, 'declined');
  declinedOrder = (await latestOrder()).id;
  adaCustomer = first.customer_id;
  adaOrders = [declinedOrder, second.id, first.id];
  await buyAndPay(t.app, await registerGuest(t.app, 'en', { ...guestDetails, email: 'grace@example.net', fname: 'Grace', lname: 'Hopper' }), [adults(slot.datetime, 1)]);
});
afterAll(async () => t.close());

const call = (who: SignedIn, method: 'GET' | 'POST', path: string, payload?: object) => officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const errorOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, apiErrorSchema.parse(res.json()).code];

describe('GET /office/api/customers/:id', () => {
  it('shows the customer and their orders, newest first; the order page links to it', async () => {
    const res = await call(accountant, 'GET', `/customers/${adaCustomer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { customer, orders } = officeCustomerResponseSchema.parse(res.json()).data;
    expect(customer).toMatchObject({ id: adaCustomer, email: 'ada@example.org', fname: 'Ada', lname: 'Lovelace', city: 'Zürich', erasedAt: null });
    expect(orders.map((order) => [order.id, order.status])).toEqual([
      [adaOrders[0], 'failed'],
      [adaOrders[1], 'booked'],
      [adaOrders[2], 'booked'],
    ]);
    const order = await call(boxOffice, 'GET', `/orders/${adaOrders[2]}`);
    expect(order.json()).toMatchObject({ data: { order: { customer: { id: adaCustomer } } } });
  });

  it('answers 404 OFFICE_CUSTOMER_NOT_FOUND for an unknown customer and refuses editors and door staff', async () => {
    expect(errorOf(await call(boxOffice, 'GET', '/customers/999999'))).toEqual([404, 'OFFICE_CUSTOMER_NOT_FOUND']);
    for (const role of ['editor', 'door'] as const) expect(errorOf(await call(await signIn(t.app, await addStaff(t.app, role)), 'GET', `/customers/${adaCustomer}`))).toEqual([403, 'OFFICE_FORBIDDEN']);
  });
});

describe('POST /office/api/orders/:id/confirmation-mail', () => {
  it('queues the confirmation again and audits it on the order', async () => {
    const orderId = adaOrders[2] ?? 0;
    const before = await t.app.db.selectFrom('outbox').select('id').where('order_id', '=', orderId).where('order_mail', '=', 'confirmation').execute();
    const res = await call(boxOffice, 'POST', `/orders/${orderId}/confirmation-mail`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await t.app.db.selectFrom('outbox').select(['id', 'to_address', 'status']).where('order_id', '=', orderId).where('order_mail', '=', 'confirmation').orderBy('id').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ to_address: 'ada@example.org', status: 'queued' });
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'staff_id']).where('target', '=', `order:${orderId}`).execute();
    expect(audit).toEqual([{ action: 'order.resend-confirmation', staff_id: boxOffice.session.staff.id }]);
  });

  it('refuses an order that is not booked, an unknown order, and accountants', async () => {
    expect(errorOf(await call(boxOffice, 'POST', `/orders/${declinedOrder}/confirmation-mail`))).toEqual([409, 'OFFICE_ORDER_NOT_BOOKED']);
    expect(errorOf(await call(boxOffice, 'POST', '/orders/999999/confirmation-mail'))).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    expect(errorOf(await call(accountant, 'POST', `/orders/${adaOrders[2]}/confirmation-mail`))).toEqual([403, 'OFFICE_FORBIDDEN']);
  });
});

describe('GET /office/api/customers/:id/export', () => {
  it('downloads the customer record, orders with lines and payments, addresses and mails as JSON, and audits the export', async () => {
    const res = await call(boxOffice, 'GET', `/customers/${adaCustomer}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-${adaCustomer}.json"`);
    const data = officeCustomerExportSchema.parse(res.json());
    expect(data.customer).toMatchObject({ email: 'ada@example.org', phone: '+41 44 123 45 67' });
    expect(data.addresses[0]).toEqual({ use: 'billing', orderId: null, address: expect.objectContaining({ fname: 'Ada', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' }) });
    expect(data.orders.map((order) => order.id)).toEqual(adaOrders);
    expect(data.orders[2]?.lines).toEqual([expect.objectContaining({ kind: 'ticket', count: 2, totalCents: 3600 })]);
    expect(data.orders[2]?.payments).toEqual([expect.objectContaining({ status: 'confirmed', amountCents: 3600 })]);
    expect(data.orders[1]?.lines).toEqual([expect.objectContaining({ kind: 'voucher', totalCents: 5000 })]);
    expect(data.mails.filter((mail) => mail.kind === 'confirmation').map((mail) => mail.orderId)).toEqual(expect.arrayContaining([adaOrders[1], adaOrders[2]]));
    expect(JSON.stringify(data)).not.toContain('grace@example.net');
    const audit = await t.app.db.selectFrom('office_audit').select(['action']).where('target', '=', `customer:${adaCustomer}`).execute();
    expect(audit).toEqual([{ action: 'customer.export' }]);
  });

  it('is refused to accountants', async () => {
    expect(errorOf(await call(accountant, 'GET', `/customers/${adaCustomer}/export`))).toEqual([403, 'OFFICE_FORBIDDEN']);
  });
});

describe('POST /office/api/customers/:id/erasure', () => {
  it('asks for an explicit confirmation and is refused to accountants', async () => {
    expect((await call(boxOffice, 'POST', `/customers/${adaCustomer}/erasure`, {})).statusCode).toBe(400);
    expect((await call(boxOffice, 'POST', `/customers/${adaCustomer}/erasure`, { confirm: false })).statusCode).toBe(400);
    expect(errorOf(await call(accountant, 'POST', `/customers/${adaCustomer}/erasure`, { confirm: true }))).toEqual([403, 'OFFICE_FORBIDDEN']);
    expect((await t.app.db.selectFrom('customers').select('email').where('id', '=', adaCustomer).executeTakeFirstOrThrow()).email).toBe('ada@example.org');
  });

  it('removes the person from customers, orders, addresses, payments, mails and sessions, and keeps the orders and their sums', async () => {
    const orderIds = adaOrders;
    // One of the confirmations went out already: its copy in the outbox must lose its address and text too.
    await t.app.db.updateTable('outbox').set({ status: 'sent', subject: 'Your order, Ada', text_body: 'Dear Ada Lovelace', sent_at: new Date().toISOString() }).where('order_id', '=', orderIds[2] ?? 0).execute();
    const sums = await t.app.db.selectFrom('orders').select(['id', 'status', 'total_cents', 'amount_due_cents']).where('id', 'in', orderIds).orderBy('id').execute();
    const code = await t.app.db.selectFrom('voucher_codes').innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id').select(['voucher_codes.code', 'voucher_codes.amount']).where('order_lines.order_id', '=', orderIds[1] ?? 0).executeTakeFirstOrThrow();

    const res = await call(boxOffice, 'POST', `/customers/${adaCustomer}/erasure`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const { customer, orders } = officeCustomerResponseSchema.parse(res.json()).data;
    expect(customer).toMatchObject({ email: '', fname: '[erased]', lname: '', phone: null, company: null, street: null, zip: null, city: null, erasedAt: expect.any(String) });
    expect(orders.map((order) => order.id)).toEqual(orderIds);

    const stored = JSON.stringify({
      customer: await t.app.db.selectFrom('customers').selectAll().where('id', '=', adaCustomer).execute(),
      orders: await t.app.db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
      payments: await t.app.db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).execute(),
      outbox: await t.app.db.selectFrom('outbox').selectAll().where('order_id', 'in', orderIds).execute(),
      codes: await t.app.db.selectFrom('voucher_codes').selectAll().where('code', '=', code.code).execute(),
      audit: await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `customer:${adaCustomer}`).execute(),
    });
    for (const data of personal) expect(stored).not.toContain(data);
    const lines = await t.app.db.selectFrom('order_lines').select('details').where('order_id', 'in', orderIds).execute();
    expect(JSON.stringify(lines)).not.toContain('Charles');
    expect(await t.app.db.selectFrom('outbox').select('id').where('to_address', '=', 'ada@example.org').execute()).toEqual([]);
    expect(await t.app.db.selectFrom('sessions').select('token_hash').where('customer_id', '=', adaCustomer).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('orders').select(['id', 'status', 'total_cents', 'amount_due_cents']).where('id', 'in', orderIds).orderBy('id').execute()).toEqual(sums);
    // The voucher the person bought keeps its value for whoever holds it.
    expect(await t.app.db.selectFrom('voucher_codes').select(['code', 'amount']).where('code', '=', code.code).executeTakeFirstOrThrow()).toEqual(code);
    const found = await call(boxOffice, 'GET', '/orders?q=ada');
    expect(officeOrderListResponseSchema.parse(found.json()).data.orders.filter((order) => orderIds.includes(order.id))).toEqual([]);
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'staff_id']).where('target', '=', `customer:${adaCustomer}`).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['customer.export', 'customer.erase']);
    // Grace is untouched.
    expect(await t.app.db.selectFrom('customers').select('fname').where('email', '=', 'grace@example.net').execute()).toEqual([{ fname: 'Grace' }]);
  });

  it('cannot be done twice, and an erased customer gets no mail', async () => {
    expect(errorOf(await call(boxOffice, 'POST', `/customers/${adaCustomer}/erasure`, { confirm: true }))).toEqual([409, 'OFFICE_CUSTOMER_ERASED']);
    expect(errorOf(await call(boxOffice, 'POST', `/orders/${adaOrders[2]}/confirmation-mail`))).toEqual([409, 'OFFICE_CUSTOMER_ERASED']);
  });
});

describe('erasing a registered customer', () => {
  it('ends their sessions and their login, so the account cannot be used again', async () => {
    const email = await newAccount(t.app, 'erase-me');
    const token = await loginToken(t.app, email, 'first secret');
    expect(await customerStatus(t.app, token)).toBe(200);
    const customer = await t.app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const res = await call(boxOffice, 'POST', `/customers/${customer.id}/erasure`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerStatus(t.app, token)).toBe(401);
    expect((await login(t.app, email, 'first secret')).statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.app.db.selectFrom('customers').select(['email', 'email_key', 'password_hash']).where('id', '=', customer.id).executeTakeFirstOrThrow()).toEqual({ email: '', email_key: null, password_hash: null });
  });
});
