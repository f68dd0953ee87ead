import { museumDate } from '@foyer/domain';
import { execPaymentResponseSchema, orderReviewResponseSchema, paymentTypesResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithPayLater, INVOICE } from '../../test-support/fixture-pay-later.js';
import { registeredCustomer } from '../../test-support/registered-customer.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { compactDay, visitDate, visitTime } from '../../kernel/museum-format.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
let customer: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithPayLater() });
  customer = await registeredCustomer(t.app);
});
afterAll(async () => t.close());

const invoice = (items: unknown[]) => initBody(items, { payart: INVOICE });
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const review = async (token: string) => orderReviewResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/en/order/review?id=${token}` })).json()).data;

describe('pay later (reserved orders)', () => {
  it('is offered as a pay-later type in checkout/payments', async () => {
    const { data } = paymentTypesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/checkout/payments?shop=177' })).json());
    expect(data.find((type) => type.payartId === INVOICE)).toMatchObject({ pay_later: true, direct_debit: false });
    expect(data.find((type) => type.payartId === 164)).toMatchObject({ pay_later: false });
  });

  it('is refused to guests with 422 PAY_LATER_NOT_ALLOWED, holding nothing', async () => {
    const slot = await futureSlot(t.app, 0);
    const res = await initPayment(t.app, await registerGuest(t.app), invoice([adults(slot.datetime, 2)]), 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAY_LATER_NOT_ALLOWED', message: expect.stringContaining('registrierte') });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });

  it('reserves the order of a registered customer: no payment, places held to the due date, the success page, a reservation mail', async () => {
    const slot = await futureSlot(t.app, 20);
    const res = await initPayment(t.app, customer.token, invoice([adults(slot.datetime, 3)]));
    expect(res.statusCode, res.body).toBe(200);
    const target = new URL((res.json() as { data: string }).data);
    const order = await latestOrder();
    expect(target.origin + target.pathname).toBe('http://localhost:3000/en/checkout/success');
    expect(target.searchParams.get('cartId')).toBe(order.cart_id);
    expect(order).toMatchObject({ status: 'pending', reserved: 1, amount_due_cents: 5400 });
    expect(await t.app.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect((await slotCounters(t.app, slot.id)).held).toBe(3);
    // 14 days to the end of the museum's day, unless the visit comes first.
    const due = Date.parse(order.hold_expires_at);
    expect(due).toBeLessThanOrEqual(Math.min(Date.now() + 15 * 86_400_000, Date.parse(slot.datetime)));
    expect(due).toBeGreaterThan(Date.now() + 60 * 60_000);

    const mail = await newestMail(t.app);
    expect(mail.to).toBe('grace@example.org');
    expect(mail.subject).toBe(`Your reservation at Testmuseum – order ${order.id}`);
    expect(mail.text).toContain(`Please pay online by then: http://localhost:3000/en/order-review/${order.review_token}`);
    expect(mail.text).toContain(`We are holding it for you until ${visitTime(order.hold_expires_at, 'en-CH', 'Europe/Zurich')} on ${visitDate(order.hold_expires_at, 'en-CH', 'Europe/Zurich')}.`);
    expect(mail.text).toMatch(/3 × Adults.*: CHF\s54\.00/);
    expect(mail.text).toMatch(/Amount due: CHF\s54\.00/);
    expect(mail.text).toContain('Your invoice is attached as a PDF.');
    expect(mail.html).toContain(`href="http://localhost:3000/en/order-review/${order.review_token}"`);
    // The invoice it promises is attached: what is due and by when, not a receipt.
    expect(mail.attachments).toEqual([{ filename: `invoice-${order.id}.pdf`, contentType: 'application/pdf', ref: { kind: 'order-invoice', orderId: order.id } }]);
    const attached = await t.app.inject({ method: 'GET', url: `/outbox/${mail.id}/attachments/0` });
    expect(attached.statusCode).toBe(200);
    const invoiceText = pdfText(attached.rawPayload);
    expect(invoiceText).toContain('Amount due');
    expect(invoiceText).toContain(`Please pay this invoice online by ${compactDay(museumDate(order.hold_expires_at, 'Europe/Zurich'), 'en-CH')}`);
    expect(invoiceText).not.toContain('Paid in full');

    const result = await execPayment(t.app, order.cart_id);
    expect(result.statusCode, result.body).toBe(200);
    expect(execPaymentResponseSchema.parse(result.json()).data).toMatchObject({ booking_id: order.id, has_tickets: false, tickets_url: null, tickets_only: true, reserved_until: order.hold_expires_at, recap: { total_cents: order.total_cents } });
    expect((await latestOrder()).status).toBe('pending');
    expect(await review(order.review_token)).toMatchObject({ status: 'awaiting_payment', payable: true, due_cents: 5400, paid_cents: 0, pay_until: order.hold_expires_at });
  });

  it('keeps a reserved order when the customer starts another checkout', async () => {
    const slot = await futureSlot(t.app, 21);
    await initPayment(t.app, customer.token, invoice([adults(slot.datetime, 2)]));
    const reserved = await latestOrder();
    const other = await futureSlot(t.app, 22);
    expect((await initPayment(t.app, customer.token, initBody([adults(other.datetime, 1)]))).statusCode).toBe(200);
    expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', reserved.id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await slotCounters(t.app, slot.id)).held).toBe(2);
  });

  it('is paid online from its review page later, and booked with a confirmation mail', async () => {
    const slot = await futureSlot(t.app, 23);
    await initPayment(t.app, customer.token, invoice([adults(slot.datetime, 2)]));
    const order = await latestOrder();
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/en/checkout/initPaymentOrder',
      payload: { payart: 164, id: order.review_token, url: { continue: '/en/checkout/success', cancel: `/en/order-review/${order.review_token}` } },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const back = await choose(t.app, new URL((pay.json() as { data: string }).data).pathname, 'confirmed');
    expect(back.pathname).toBe('/en/checkout/success');
    expect(back.searchParams.get('cartId')).toBe(order.cart_id);
    const booked = execPaymentResponseSchema.parse((await execPayment(t.app, order.cart_id)).json()).data;
    expect(booked).toMatchObject({ booking_id: order.id, has_tickets: true });
    expect(booked.reserved_until).toBeUndefined();
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2, held: 0 });
    const mail = await newestMail(t.app);
    expect(mail.subject).toBe(`Your tickets for Testmuseum – order ${order.id}`);
  });

  it('an order paid in full by a voucher code is booked at once, without a reservation', async () => {
    const slot = await futureSlot(t.app, 24);
    const res = await initPayment(t.app, customer.token, invoice([adults(slot.datetime, 1), { type: 'voucherCode', barcode: 'BIG-500' }]));
    expect(new URL((res.json() as { data: string }).data).pathname).toBe('/en/checkout/success');
    expect(await latestOrder()).toMatchObject({ status: 'booked', amount_due_cents: 0 });
  });

  it('is released by the sweeper once its due date has passed, and cannot be paid any more', async () => {
    const slot = await futureSlot(t.app, 25);
    await initPayment(t.app, customer.token, invoice([adults(slot.datetime, 4)]));
    const order = await latestOrder();
    const status = async () => (await t.app.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status;
    await t.app.jobs.sweep(new Date(Date.parse(order.hold_expires_at) - 60_000));
    expect(await status()).toBe('pending');
    expect((await slotCounters(t.app, slot.id)).held).toBe(4);
    await t.app.jobs.sweep(new Date(Date.parse(order.hold_expires_at) + 1000));
    expect(await status()).toBe('expired');
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    expect(await review(order.review_token)).toMatchObject({ status: 'canceled', payable: false, due_cents: 0, pay_until: null });
    expect((await execPayment(t.app, order.cart_id)).json().code).toBe('CART_GONE');
  });
});
