import { apiErrorSchema, officeCancelResponseSchema, officeFlaggedListResponseSchema, officeOrderResponseSchema, officeRefundPreviewResponseSchema, officeRefundResponseSchema, officeReservationListResponseSchema, type OfficeRefundRequest } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, futureSlot, initBody, initPayment, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithPayLater, INVOICE } from '../../test-support/fixture-pay-later.js';
import { addStaff, officeCall, signIn, totpCode, type SignedIn, type TestStaff } from '../../test-support/office-kit.js';
import { newestMail } from '../../test-support/outbox-mails.js';
import { registeredCustomer } from '../../test-support/registered-customer.js';
import type { TestPaymentProvider } from '../../payments/providers/test-provider/test-provider.js';

let t: TestApp;
let owner: SignedIn;
let ownerMember: TestStaff;
let boxOffice: SignedIn;
let slotNo = 0;
let codeNo = 0;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithPayLater() });
  ownerMember = await addStaff(t.app, 'owner');
  owner = await signIn(t.app, ownerMember);
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office', { canRefund: true }));
});
afterAll(async () => t.close());

const shopId = async () => (await t.app.db.selectFrom('shops').select('id').executeTakeFirstOrThrow()).id;

/** A voucher code of `cents` to spend, fresh for each order. */
const newCode = async (cents: number): Promise<string> => {
  codeNo += 1;
  const code = `REFUND-${codeNo}`;
  const today = new Date();
  await t.app.db
    .insertInto('voucher_codes')
    .values({ shop_id: await shopId(), code, name: 'Gift voucher', amount: cents, sold: 0, held: 0, valid_from: new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10), valid_to: new Date(today.getTime() + 300 * 86_400_000).toISOString().slice(0, 10), created_at: today.toISOString(), order_line_id: null, recipient: null, message: null })
    .execute();
  return code;
};
const codeRow = (code: string) => t.app.db.selectFrom('voucher_codes').select(['amount', 'sold', 'held']).where('code', '=', code).executeTakeFirstOrThrow();

/** A booked order of `tickets` adults (18.00 each) on a slot of its own, `codeCents` of it paid by a fresh code and the rest by the test provider's card. */
const buy = async (tickets: number, codeCents: number, lang = 'en') => {
  slotNo += 1;
  const slot = await futureSlot(t.app, slotNo);
  const code = codeCents === 0 ? null : await newCode(codeCents);
  const items = [adults(slot.datetime, tickets), ...(code === null ? [] : [{ type: 'voucherCode', barcode: code }])];
  const token = await registerGuest(t.app, lang);
  if (codeCents >= tickets * 1800) {
    // The code pays it all: checkout books it at once, without a payment.
    const res = await initPayment(t.app, token, initBody(items), lang);
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.app.db.selectFrom('orders').select(['id', 'status']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(order.status).toBe('booked');
    return { orderId: order.id, paymentId: '', slot, code };
  }
  const { path, paymentId } = await startPayment(t.app, token, items, lang);
  await choose(t.app, path, 'confirmed');
  const payment = await t.app.db.selectFrom('payments').select(['order_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { orderId: payment.order_id, paymentId, slot, code };
};

const post = (who: SignedIn, path: string, payload: object) => officeCall(t.app, 'POST', path, { cookie: who.cookie, csrf: who.csrf, payload });
const refund = (orderId: number, body: OfficeRefundRequest, who: SignedIn = boxOffice) => post(who, `/orders/${orderId}/refunds`, body);
const refunded = async (orderId: number, body: OfficeRefundRequest, who: SignedIn = boxOffice) => {
  const res = await refund(orderId, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return officeRefundResponseSchema.parse(res.json()).data.refund;
};
const failure = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, apiErrorSchema.parse(res.json()).code];
const orderPage = async (orderId: number) => {
  const res = await officeCall(t.app, 'GET', `/orders/${orderId}`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf });
  expect(res.statusCode, res.body).toBe(200);
  return officeOrderResponseSchema.parse(res.json()).data.order;
};
const provider = () => t.app.refunds['provider'] as unknown as TestPaymentProvider;
const given = (paymentId: string) => provider().refunds.filter((entry) => entry.paymentId === paymentId).reduce((sum, entry) => sum + entry.amountCents, 0);
const ticketsOf = (orderId: number) => t.app.db.selectFrom('issued_tickets').select(['barcode', 'refunded_at']).where('order_id', '=', orderId).orderBy('id').execute();
const lineOne = { kind: 'lines' as const, lines: [{ lineNo: 1, units: 1 }] };

describe('POST /office/api/orders/:id/refunds/preview', () => {
  it('splits one of two tickets paid half by code and half by card over both, changing nothing', async () => {
    const { orderId } = await buy(2, 1800);
    const res = await post(boxOffice, `/orders/${orderId}/refunds/preview`, { scope: lineOne });
    expect(res.statusCode, res.body).toBe(200);
    expect(officeRefundPreviewResponseSchema.parse(res.json()).data.preview).toEqual({
      amountCents: 1800,
      shares: [
        { kind: 'voucherCode', code: expect.stringMatching(/^REFUND-/), amountCents: 900 },
        { kind: 'provider', paymentId: expect.any(String), name: expect.any(String), amountCents: 900 },
      ],
      refundableCents: 3600,
      secondFactorRequired: false,
    });
    expect((await orderPage(orderId)).refunds).toEqual([]);
  });
});

describe('POST /office/api/orders/:id/refunds', () => {
  it('refunds one of two tickets paid half by code, half by card: each tender its share, the code’s balance back, the place back, the ticket refused, a mail, the timeline', async () => {
    const { orderId, paymentId, slot, code } = await buy(2, 1800);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2 });
    const done = await refunded(orderId, { scope: lineOne, releaseClaims: true, note: 'Visitor ill' });
    expect(done).toMatchObject({ status: 'done', amountCents: 1800, lines: [{ lineNo: 1, units: 1 }], releaseClaims: true, note: 'Visitor ill', staffName: expect.stringContaining('box-office') });
    expect(done.shares.map((share) => [share.kind, share.amountCents])).toEqual([['voucherCode', 900], ['provider', 900]]);
    expect(given(paymentId)).toBe(900);
    expect(await codeRow(code ?? '')).toMatchObject({ amount: 1800, sold: 900 });
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 1, held: 0 });
    expect((await ticketsOf(orderId)).map((ticket) => ticket.refunded_at !== null)).toEqual([true, false]);

    const page = await orderPage(orderId);
    expect(page.status).toBe('booked');
    expect(page.lines[0]?.refundedCount).toBe(1);
    expect(page.tenders.map((tender) => [tender.kind, tender.amountCents, tender.refundedCents])).toEqual([['voucherCode', 1800, 900], ['provider', 1800, 900]]);
    expect(page.refundableCents).toBe(1800);
    expect(page.timeline.filter((entry) => entry.event === 'refunded')).toEqual([expect.objectContaining({ amountCents: 1800, staffName: expect.stringContaining('box-office') })]);
    expect(page.timeline.some((entry) => entry.event === 'staff' && entry.action === 'order.refund')).toBe(true);

    const mail = await newestMail(t.app);
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toBe(`Your refund for booking ${orderId} at Testmuseum`);
    expect(mail.text).toMatch(/We have refunded CHF\s18\.00 of your booking/);
    expect(mail.text).toContain(`1 × `);
    expect(mail.text).toMatch(new RegExp(`CHF\\s9\\.00 back onto voucher code ${code ?? ''}`));
  });

  it('keeps the place sold when the staff member chooses so, and then refunds the rest: the order is refunded', async () => {
    const { orderId, paymentId, slot, code } = await buy(2, 1800);
    await refunded(orderId, { scope: lineOne, releaseClaims: false });
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 2 });
    await refunded(orderId, { scope: { kind: 'order' }, releaseClaims: true });
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 1 });
    expect(given(paymentId)).toBe(1800);
    expect(await codeRow(code ?? '')).toMatchObject({ sold: 0 });
    const page = await orderPage(orderId);
    expect(page.status).toBe('refunded');
    expect(page.refundableCents).toBe(0);
    expect((await ticketsOf(orderId)).every((ticket) => ticket.refunded_at !== null)).toBe(true);
    expect(failure(await refund(orderId, { scope: { kind: 'amount', amountCents: 1 }, releaseClaims: false }))).toEqual([409, 'OFFICE_REFUND_NOT_POSSIBLE']);
  });

  it('refunds an amount of a card-only order in part, and never more than was paid', async () => {
    const { orderId, paymentId } = await buy(1, 0);
    await refunded(orderId, { scope: { kind: 'amount', amountCents: 500 }, releaseClaims: false });
    expect(given(paymentId)).toBe(500);
    expect(failure(await refund(orderId, { scope: { kind: 'amount', amountCents: 1301 }, releaseClaims: false }))).toEqual([422, 'OFFICE_REFUND_TOO_LARGE']);
    expect(failure(await refund(orderId, { scope: { kind: 'lines', lines: [{ lineNo: 1, units: 2 }] }, releaseClaims: false }))).toEqual([422, 'OFFICE_REFUND_LINES_INVALID']);
    expect(failure(await refund(orderId, { scope: { kind: 'lines', lines: [{ lineNo: 9, units: 1 }] }, releaseClaims: false }))).toEqual([422, 'OFFICE_REFUND_LINES_INVALID']);
    expect((await orderPage(orderId)).status).toBe('booked');
  });

  it('refunds an order its code paid wholly: only the code’s balance goes back', async () => {
    const { orderId, code } = await buy(1, 1800);
    await refunded(orderId, { scope: { kind: 'order' }, releaseClaims: true });
    expect(await codeRow(code ?? '')).toMatchObject({ sold: 0 });
    expect((await orderPage(orderId)).status).toBe('refunded');
  });

  it('lets ten staff refund the same order at once: never more given back than paid, per tender', async () => {
    const { orderId, paymentId, code } = await buy(4, 3600);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { scope: { kind: 'amount', amountCents: 1000 }, releaseClaims: false })));
    const ok = answers.filter((res) => res.statusCode === 200);
    for (const res of answers.filter((other) => other.statusCode !== 200)) expect([409, 422]).toContain(res.statusCode);
    expect(ok.length).toBeGreaterThan(0);
    expect(given(paymentId)).toBeLessThanOrEqual(3600);
    const row = await codeRow(code ?? '');
    expect(row.sold).toBeGreaterThanOrEqual(0);
    const refundedTotal = (await orderPage(orderId)).refunds.filter((entry) => entry.status === 'done').reduce((sum, entry) => sum + entry.amountCents, 0);
    expect(refundedTotal).toBe(ok.length * 1000);
    expect(refundedTotal).toBeLessThanOrEqual(7200);
    expect(given(paymentId) + (3600 - row.sold)).toBe(refundedTotal);
  });

  it('lets ten whole refunds of one order race: exactly one gives the money back', async () => {
    const { orderId, paymentId } = await buy(2, 1800);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { scope: { kind: 'order' }, releaseClaims: true })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(given(paymentId)).toBe(1800);
  });

  it('asks for the second factor above the owner’s amount, takes a fresh code once, and none below it', async () => {
    const put = await officeCall(t.app, 'PUT', '/settings/refunds', { cookie: owner.cookie, csrf: owner.csrf, payload: { secondFactorAboveCents: 1000 } });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const { orderId } = await buy(2, 0);
      const preview = await post(owner, `/orders/${orderId}/refunds/preview`, { scope: lineOne });
      expect(officeRefundPreviewResponseSchema.parse(preview.json()).data.preview.secondFactorRequired).toBe(true);
      expect(failure(await refund(orderId, { scope: lineOne, releaseClaims: true }, owner))).toEqual([403, 'OFFICE_SECOND_FACTOR_REQUIRED']);
      expect(failure(await refund(orderId, { scope: lineOne, releaseClaims: true, totpCode: '000000' }, owner))).toEqual([422, 'OFFICE_SECOND_FACTOR_INVALID']);
      // The code signing in used this step already: the next step's code passes, and only once.
      const code = totpCode(ownerMember.totpSecret, new Date(Date.now() + 30_000));
      expect((await refunded(orderId, { scope: { kind: 'amount', amountCents: 1001 }, releaseClaims: false, totpCode: code }, owner)).status).toBe('done');
      expect(failure(await refund(orderId, { scope: { kind: 'amount', amountCents: 1001 }, releaseClaims: false, totpCode: code }, owner))).toEqual([422, 'OFFICE_SECOND_FACTOR_INVALID']);
      expect((await refunded(orderId, { scope: { kind: 'amount', amountCents: 1000 }, releaseClaims: false }, owner)).status).toBe('done');
    } finally {
      await officeCall(t.app, 'PUT', '/settings/refunds', { cookie: owner.cookie, csrf: owner.csrf, payload: { secondFactorAboveCents: 20000 } });
    }
  });

  it('refuses editors, accountants, box office without the refund permission, and callers without a session', async () => {
    const { orderId } = await buy(1, 0);
    for (const who of [await addStaff(t.app, 'editor'), await addStaff(t.app, 'accountant'), await addStaff(t.app, 'box-office')]) {
      expect(failure(await refund(orderId, { scope: { kind: 'order' }, releaseClaims: true }, await signIn(t.app, who)))).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
    expect((await t.app.inject({ method: 'POST', url: `/office/api/orders/${orderId}/refunds`, payload: { scope: { kind: 'order' }, releaseClaims: true } })).statusCode).toBe(401);
    expect(failure(await refund(2_000_000, { scope: { kind: 'order' }, releaseClaims: true }))).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    expect((await refund(orderId, { scope: { kind: 'amount', amountCents: 0 }, releaseClaims: true })).statusCode).toBe(400);
  });

  it('answers a box office member scoped to another event as if the order did not exist, and refunds for one scoped to its event', async () => {
    const { orderId } = await buy(1, 0);
    const elsewhere = await signIn(t.app, await addStaff(t.app, 'box-office', { canRefund: true, scope: { events: ['502'], tours: [] } }));
    expect(failure(await refund(orderId, { scope: { kind: 'order' }, releaseClaims: true }, elsewhere))).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    expect(failure(await officeCall(t.app, 'POST', `/orders/${orderId}/cancel`, { cookie: elsewhere.cookie, csrf: elsewhere.csrf, payload: {} }))).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
    const here = await signIn(t.app, await addStaff(t.app, 'box-office', { canRefund: true, scope: { events: ['501'], tours: [] } }));
    expect((await refund(orderId, { scope: { kind: 'order' }, releaseClaims: true }, here)).statusCode).toBe(200);
  });
});

describe('a refunded gift voucher', () => {
  it('leaves its code nothing more to pay', async () => {
    const { path, paymentId } = await startPayment(t.app, await registerGuest(t.app), [{ type: 'voucher', id: 801, count: 1 }]);
    await choose(t.app, path, 'confirmed');
    const { order_id: orderId } = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
    const sold = await t.app.db.selectFrom('voucher_codes').innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id').select('voucher_codes.code').where('order_lines.order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await codeRow(sold.code)).amount).toBeGreaterThan(0);
    await refunded(orderId, { scope: { kind: 'order' }, releaseClaims: true });
    const row = await codeRow(sold.code);
    expect(row.amount).toBe(row.sold + row.held);
  });
});

describe('a refund interrupted between the provider and the database', () => {
  it('is finished by the retry path: the provider pays back once, the code and place come back once', async () => {
    const { orderId, paymentId, slot, code } = await buy(2, 1800);
    const crashing = t.app.refunds.withFaults((point) => {
      if (point === 'after-refund-providers') throw new Error('instance died');
    });
    await expect(crashing.refund(orderId, { scope: lineOne, releaseClaims: true }, boxOffice.session.staff, 'en')).rejects.toThrow('instance died');
    expect(given(paymentId)).toBe(900);
    expect(await codeRow(code ?? '')).toMatchObject({ sold: 1800 });
    // Reserved meanwhile: nobody else can refund the same cents.
    expect(failure(await refund(orderId, { scope: { kind: 'amount', amountCents: 1801 }, releaseClaims: false }))).toEqual([422, 'OFFICE_REFUND_TOO_LARGE']);
    expect(await t.app.refunds.finishInterrupted(new Date())).toBe(0);
    expect(await t.app.refunds.finishInterrupted(new Date(Date.now() + 120_000))).toBe(1);
    expect(await t.app.refunds.finishInterrupted(new Date(Date.now() + 120_000))).toBe(0);
    expect(given(paymentId)).toBe(900);
    expect(provider().refunds.filter((entry) => entry.paymentId === paymentId)).toHaveLength(1);
    expect(await codeRow(code ?? '')).toMatchObject({ sold: 900 });
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 1 });
    expect((await orderPage(orderId)).refunds.map((entry) => entry.status)).toEqual(['done']);
  });
});

describe('POST /office/api/orders/:id/cancel', () => {
  it('cancels a reservation waiting for payment: its hold goes back, it leaves the reservations list', async () => {
    const customer = await registeredCustomer(t.app);
    slotNo += 1;
    const slot = await futureSlot(t.app, slotNo);
    const res = await initPayment(t.app, customer.token, initBody([adults(slot.datetime, 3)], { payart: INVOICE }));
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const listed = async () => officeReservationListResponseSchema.parse((await officeCall(t.app, 'GET', '/reservations', { cookie: boxOffice.cookie })).json()).data.orders.map((row) => row.id);
    expect(await listed()).toContain(order.id);
    expect((await slotCounters(t.app, slot.id)).held).toBe(3);
    const cancel = await post(boxOffice, `/orders/${order.id}/cancel`, { note: 'School called' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(officeCancelResponseSchema.parse(cancel.json()).data.refund).toBeNull();
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
    expect((await orderPage(order.id)).status).toBe('canceled');
    expect(await listed()).not.toContain(order.id);
    expect(failure(await post(boxOffice, `/orders/${order.id}/cancel`, {}))).toEqual([409, 'OFFICE_CANCEL_NOT_POSSIBLE']);
  });

  it('cancels a paid order: everything back to every tender, places back on sale, the order refunded', async () => {
    const { orderId, paymentId, slot, code } = await buy(2, 1000);
    const cancel = await post(boxOffice, `/orders/${orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(officeCancelResponseSchema.parse(cancel.json()).data.refund).toMatchObject({ cancelsOrder: true, amountCents: 3600, status: 'done' });
    expect(given(paymentId)).toBe(2600);
    expect(await codeRow(code ?? '')).toMatchObject({ sold: 0 });
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 0 });
    expect((await orderPage(orderId)).status).toBe('refunded');
    expect((await newestMail(t.app)).text).toContain(`We have cancelled your booking ${orderId}`);
  });
});

describe('flagged orders', () => {
  it('lists an order paid after its places were gone and refunds it through the same service', async () => {
    const { orderId, paymentId } = await buy(1, 0);
    // What booking does when the places were gone: the order flagged, its claims given back.
    await t.app.db.updateTable('orders').set({ status: 'refund_required' }).where('id', '=', orderId).execute();
    await t.app.db.updateTable('claims').set({ status: 'released' }).where('order_id', '=', orderId).execute();
    const listed = async () => officeFlaggedListResponseSchema.parse((await officeCall(t.app, 'GET', '/flagged-orders', { cookie: boxOffice.cookie })).json()).data.orders;
    expect(await listed()).toContainEqual(expect.objectContaining({ id: orderId, flaggedCents: 1800 }));
    const res = await post(boxOffice, `/flagged-orders/${orderId}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(given(paymentId)).toBe(1800);
    expect((await orderPage(orderId)).status).toBe('refunded');
    expect((await listed()).map((row) => row.id)).not.toContain(orderId);
  });
});
