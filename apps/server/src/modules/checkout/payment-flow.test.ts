import { execPaymentResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, buyAndPay, choose, execPayment, futureSlot, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { pdfText } from '../../test-support/pdf-text.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  token = await registerGuest(t.app);
});
afterAll(async () => t.close());

const orderOf = (cartId: string) => t.app.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the built-in payment page', () => {
  it('shows museum, order lines and amount in the order language, with pay, decline, cancel and the wallet', async () => {
    const slot = await futureSlot(t.app, 0);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 2)], 'de');
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Zahlung an Testmuseum');
    // DESIGN.md "Formats": German in a Swiss museum, a compact date and the 24-hour clock.
    expect(html).toMatch(/2 × Erwachsene, Sammlung, \d\d\.\d\d\.\d{4} \d\d:\d\d</);
    expect(html).toContain('<td>CHF\u00a036.00</td>');
    for (const outcome of ['confirmed', 'declined', 'canceled']) expect(html).toContain(`value="${outcome}"`);
    expect(html).toContain('Apple Pay');
    expect(html).toContain('--brand:#1d3557');
  });

  it('says until when the order is held: the time of its hold on the museum clock', async () => {
    const slot = await futureSlot(t.app, 0);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1)], 'de');
    const html = (await t.app.inject({ method: 'GET', url: path })).body;
    const { hold_expires_at } = await t.app.db.selectFrom('orders').select('hold_expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const time = new Intl.DateTimeFormat('de', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(hold_expires_at));
    // Twenty minutes from now: the same day, unless the test runs just before midnight.
    expect(html).toMatch(new RegExp(`<p class="held">Ihre Bestellung ist bis (\\d{2}\\.\\d{2}\\.\\d{4}, )?${time} Uhr für Sie reserviert\\.</p>`));
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pay/nope' })).statusCode).toBe(404);
  });
});

describe('pay, then POST /api/:lang/checkout/execPayment', () => {
  it('returns to the continue address with the cart id, books once and answers the same booking again', async () => {
    const slot = await futureSlot(t.app, 1);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 2), { type: 'ticket', id: 5012, count: 1, datetime: slot.datetime }]);
    const back = await choose(t.app, path, 'confirmed');
    expect(back.pathname).toBe('/en/checkout/success');
    const cartId = back.searchParams.get('cartId') ?? '';
    // Settlement books a confirmed payment at once: the payer's return only shows the booking.
    expect((await orderOf(cartId)).status).toBe('booked');
    const first = await execPayment(t.app, cartId);
    expect(first.statusCode, first.body).toBe(200);
    const booking = execPaymentResponseSchema.parse(first.json()).data;
    expect(booking).toMatchObject({ has_tickets: true, booking_id: (await orderOf(cartId)).id });
    const again = await Promise.all([execPayment(t.app, cartId), execPayment(t.app, cartId)]);
    for (const res of again) expect(res.json().data).toEqual(booking);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 3, held: 0 });
    const tickets = await t.app.db.selectFrom('issued_tickets').selectAll().where('order_id', '=', booking.booking_id).execute();
    expect(tickets).toHaveLength(3);
    expect(new Set(tickets.map((ticket) => ticket.barcode)).size).toBe(3);
    expect(tickets.map((ticket) => ticket.pdf_group).sort()).toEqual([0, 0, 1]);
    expect(await t.app.db.selectFrom('outbox').select('to_address').execute()).toEqual([{ to_address: 'ada@example.org' }]);
  });

  it('recaps the order for the thank-you page: its lines in the order language, the total and where the mail went', async () => {
    const slot = await futureSlot(t.app, 2);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 2), { type: 'ticket', id: 5012, count: 1, datetime: slot.datetime }], 'de');
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const { recap } = execPaymentResponseSchema.parse((await execPayment(t.app, cartId)).json()).data;
    expect(recap).toEqual({
      lines: [
        { name: 'Erwachsene', title: 'Sammlung', count: 2, datetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), total_cents: 3600 },
        { name: 'Kinder', title: 'Sammlung', count: 1, datetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), total_cents: 800 },
      ],
      subtotal_cents: 4400,
      shipping_cents: null,
      total_cents: 4400,
      voucher_codes: [],
      due_cents: 4400,
      currency: 'CHF',
      email: 'ada@example.org',
    });
  });

  it('answers 422 while the payment is open, 410 for an unknown cart and 400 without a cart id', async () => {
    const slot = await futureSlot(t.app, 1);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1)]);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const cartId = (await t.app.db.selectFrom('orders').select('cart_id').orderBy('id', 'desc').executeTakeFirstOrThrow()).cart_id;
    const open = await execPayment(t.app, cartId);
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED', message: expect.any(String) });
    expect((await execPayment(t.app, 'unknown-cart')).statusCode).toBe(410);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/en/checkout/execPayment', payload: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it('downloads the PDF tickets with the download key or the session, never without', async () => {
    const slot = await futureSlot(t.app, 2);
    const cartId = await buyAndPay(t.app, token, [adults(slot.datetime, 1)]);
    const booking = execPaymentResponseSchema.parse((await execPayment(t.app, cartId)).json()).data;
    const byKey = await t.app.inject({ method: 'GET', url: booking.tickets_url ?? '' });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['content-type']).toBe('application/pdf');
    const barcode = (await t.app.db.selectFrom('issued_tickets').select('barcode').where('order_id', '=', booking.booking_id).executeTakeFirstOrThrow()).barcode;
    expect(pdfText(byKey.rawPayload)).toContain(barcode);
    const bySession = await t.app.inject({ method: 'GET', url: `/api/en/order/${booking.booking_id}/tickets.pdf?_=${token}` });
    expect(bySession.statusCode).toBe(200);
    const other = await registerGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/en/order/${booking.booking_id}/tickets.pdf?_=${other}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/en/order/${booking.booking_id}/tickets.pdf?key=wrong` })).statusCode).toBe(404);
  });
});

describe('decline and cancel', () => {
  it('a declined payment returns to the cancel address with a flag, releases the places, and a retry works', async () => {
    const slot = await futureSlot(t.app, 3);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 10)]);
    expect((await slotCounters(t.app, slot.id)).held).toBe(10);
    const back = await choose(t.app, path, 'declined');
    expect(back.pathname).toBe('/en/checkout/failed');
    expect(back.searchParams.get('status')).toBe('declined');
    const cartId = back.searchParams.get('cartId') ?? '';
    expect((await orderOf(cartId)).status).toBe('failed');
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    expect((await execPayment(t.app, cartId)).statusCode).toBe(410);
    const retry = await buyAndPay(t.app, token, [adults(slot.datetime, 10)]);
    expect((await execPayment(t.app, retry)).statusCode).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 10, held: 0 });
  });

  it('cancelling on the payment page returns with status canceled and releases the places', async () => {
    const slot = await futureSlot(t.app, 4);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 3)]);
    const back = await choose(t.app, path, 'canceled');
    expect(back.searchParams.get('status')).toBe('canceled');
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(303);
  });

  it('POST checkout/cancel releases at once; a second cancel and a paid order are refused', async () => {
    const slot = await futureSlot(t.app, 5);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 4)]);
    const cartId = (await t.app.db.selectFrom('orders').select('cart_id').orderBy('id', 'desc').executeTakeFirstOrThrow()).cart_id;
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/en/checkout/cancel?noRedirect=1&cartId=${cartId}` });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { canceled: true } });
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    expect((await orderOf(cartId)).status).toBe('canceled');
    expect((await cancel()).statusCode).toBe(410);
    const pay = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' });
    expect(new URL(String(pay.headers.location)).searchParams.get('status')).toBe('canceled');
    const paid = await buyAndPay(t.app, token, [adults(slot.datetime, 1)]);
    const refused = await t.app.inject({ method: 'POST', url: `/api/en/checkout/cancel?noRedirect=1&cartId=${paid}` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('ORDER_ALREADY_PAID');
  });
});

const paymentOf = async (cartId: string) => {
  const order = await orderOf(cartId);
  return t.app.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
};
const latestCartId = async () => (await t.app.db.selectFrom('orders').select('cart_id').orderBy('id', 'desc').executeTakeFirstOrThrow()).cart_id;

describe('expiry', () => {
  it('the sweeper ends unpaid orders whose hold ran out, once, closing their payment, and leaves fresh ones alone', async () => {
    const slot = await futureSlot(t.app, 6);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 2)]);
    expect(await t.app.jobs.sweep(later(5))).toEqual({ expired: 0, booked: 0, flagged: 0 });
    expect((await slotCounters(t.app, slot.id)).held).toBe(2);
    const [first, second] = await Promise.all([t.app.jobs.sweep(later(21)), t.app.jobs.sweep(later(21))]);
    expect((first?.expired ?? 0) + (second?.expired ?? 0)).toBe(1);
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    const cartId = await latestCartId();
    expect((await orderOf(cartId)).status).toBe('expired');
    expect((await paymentOf(cartId)).status).toBe('canceled');
    expect((await execPayment(t.app, cartId)).statusCode).toBe(410);
    const late = await choose(t.app, path, 'confirmed');
    expect(late.searchParams.get('status')).toBe('canceled');
    expect((await orderOf(cartId)).status).toBe('expired');
  });

  it('the payment page refuses to take a payment once the hold has run out, before any sweeper', async () => {
    const slot = await futureSlot(t.app, 6);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1)]);
    const cartId = await latestCartId();
    await t.app.db.updateTable('orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', '=', cartId).execute();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('/en/checkout/failed?cartId=');
    const pay = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' });
    expect(pay.statusCode).toBe(410);
    expect((await paymentOf(cartId)).status).toBe('canceled');
    expect((await orderOf(cartId)).status).toBe('expired');
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });

  it('a provider confirming after the hold expired books the order when places are still free', async () => {
    const slot = await futureSlot(t.app, 7);
    const { paymentId } = await startPayment(t.app, token, [adults(slot.datetime, 3)]);
    await t.app.jobs.sweep(later(21));
    const cartId = await latestCartId();
    expect(await t.app.settlement.confirm(paymentId)).toBe(true);
    expect((await orderOf(cartId)).status).toBe('booked');
    expect((await execPayment(t.app, cartId)).statusCode).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 3, held: 0 });
  });

  it('a late payment whose places were sold meanwhile is flagged for refund and told so', async () => {
    const slot = await futureSlot(t.app, 8);
    const { paymentId } = await startPayment(t.app, token, [adults(slot.datetime, 6)]);
    const cartId = await latestCartId();
    await t.app.jobs.sweep(later(21));
    const other = await buyAndPay(t.app, token, [adults(slot.datetime, 8)]);
    expect((await execPayment(t.app, other)).statusCode).toBe(200);
    await t.app.settlement.confirm(paymentId);
    const res = await execPayment(t.app, cartId, 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REFUND_REQUIRED', message: expect.stringContaining('erstatten') });
    expect((await orderOf(cartId)).status).toBe('refund_required');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 8, held: 0 });
    expect((await execPayment(t.app, cartId)).json().code).toBe('REFUND_REQUIRED');
  });
});

describe('reconciliation', () => {
  /** The state a crash between the old code's two writes left: payment confirmed, order still pending. */
  const strand = async (cartId: string, orderStatus: 'pending' | 'expired') => {
    const order = await orderOf(cartId);
    await t.app.db.updateTable('payments').set({ status: 'confirmed' }).where('order_id', '=', order.id).execute();
    await t.app.db.updateTable('orders').set({ status: orderStatus }).where('id', '=', order.id).execute();
  };

  it('books a confirmed payment whose order was left pending, whether or not the payer comes back', async () => {
    const slot = await futureSlot(t.app, 9);
    await startPayment(t.app, token, [adults(slot.datetime, 1)]);
    const cartId = await latestCartId();
    await strand(cartId, 'pending');
    expect(await t.app.jobs.sweep(later(1))).toMatchObject({ booked: 1 });
    expect((await orderOf(cartId)).status).toBe('booked');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 1, held: 0 });
    expect((await t.app.jobs.sweep(later(30))).booked).toBe(0);
  });

  it('books an expired-but-paid order if places are free, else flags it for refund', async () => {
    const free = await futureSlot(t.app, 10);
    await startPayment(t.app, token, [adults(free.datetime, 2)]);
    const paidLate = await latestCartId();
    const full = await futureSlot(t.app, 11);
    await startPayment(t.app, await registerGuest(t.app), [adults(full.datetime, 5)]);
    const gone = await latestCartId();
    expect((await t.app.jobs.sweep(later(21))).expired).toBe(2);
    await t.app.db.updateTable('timeslots').set({ sold: 10 }).where('id', '=', full.id).execute();
    await strand(paidLate, 'expired');
    await strand(gone, 'expired');
    expect(await t.app.jobs.sweep(later(22))).toMatchObject({ booked: 1, flagged: 1 });
    expect((await orderOf(paidLate)).status).toBe('booked');
    expect((await orderOf(gone)).status).toBe('refund_required');
    expect(await slotCounters(t.app, free.id)).toMatchObject({ sold: 2, held: 0 });
  });
});
