import { apiErrorSchema, deskGiftVouchersResponseSchema, deskVoucherCodeResponseSchema, deskVoucherSaleResponseSchema, officeOrderListResponseSchema, type DeskVoucherCode } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, buyAndPay, futureSlot, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { pdfText } from '../../test-support/pdf-text.js';

let t: TestApp;
let boxOffice: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
});
afterAll(async () => t.close());

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addCode = (code: string, amount: number, validity: { from?: number; to?: number } = {}) =>
  t.app.db
    .insertInto('voucher_codes')
    .values({ shop_id: 177, code, name: 'Desk test', amount, sold: 0, held: 0, valid_from: isoDay(validity.from ?? -1), valid_to: isoDay(validity.to ?? 300), created_at: new Date().toISOString() })
    .execute();
const balance = (code: string) => t.app.db.selectFrom('voucher_codes').select(['amount', 'sold', 'held']).where('code', '=', code).executeTakeFirstOrThrow();

const lookup = (code: string, who: SignedIn = boxOffice) => officeCall(t.app, 'GET', `/desk/voucher-codes?code=${encodeURIComponent(code)}`, { cookie: who.cookie, csrf: who.csrf });
const looked = async (code: string): Promise<DeskVoucherCode> => {
  const res = await lookup(code);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return deskVoucherCodeResponseSchema.parse(res.json()).data.voucherCode;
};
const debit = (payload: object, who: SignedIn = boxOffice, lang?: string) => officeCall(t.app, 'POST', '/desk/voucher-debits', { cookie: who.cookie, csrf: who.csrf, payload, ...(lang === undefined ? {} : { lang }) });
const sell = (payload: object, who: SignedIn = boxOffice) => officeCall(t.app, 'POST', '/desk/voucher-sales', { cookie: who.cookie, csrf: who.csrf, payload });
const errorOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, apiErrorSchema.parse(res.json()).code];

describe('GET /office/api/desk/voucher-codes', () => {
  it('finds a code typed in any case and with spaces around, with its balance and state', async () => {
    for (const typed of ['VALID-50', 'valid-50', ' Valid-50 ']) {
      expect(await looked(typed)).toMatchObject({ code: 'VALID-50', amountCents: 5000, spentCents: 2000, heldCents: 0, balanceCents: 3000, currency: 'CHF', state: 'usable', issuedBy: null, history: [] });
    }
  });

  it('shows codes the shop refuses, with the reason', async () => {
    expect((await looked('used-up')).state).toBe('used-up');
    expect((await looked('not-yet')).state).toBe('not-yet-valid');
    expect((await looked('expired')).state).toBe('expired');
  });

  it('answers 404 OFFICE_VOUCHER_CODE_NOT_FOUND for an unknown code and 400 for a malformed one', async () => {
    expect(errorOf(await lookup('NO-SUCH-CODE'))).toEqual([404, 'OFFICE_VOUCHER_CODE_NOT_FOUND']);
    expect((await lookup('')).statusCode).toBe(400);
    expect((await lookup('A<B')).statusCode).toBe(400);
  });

  it('is for owners and box office only', async () => {
    expect((await lookup('VALID-50', await signIn(t.app, await addStaff(t.app, 'owner')))).statusCode).toBe(200);
    for (const role of ['editor', 'door', 'accountant'] as const) expect(errorOf(await lookup('VALID-50', await signIn(t.app, await addStaff(t.app, role))))).toEqual([403, 'OFFICE_FORBIDDEN']);
    expect((await t.app.inject({ method: 'GET', url: '/office/api/desk/voucher-codes?code=VALID-50' })).statusCode).toBe(401);
  });

  it('lists the orders that spent or hold the code, newest first', async () => {
    await addCode('HIST-30', 3000);
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 1);
    await buyAndPay(t.app, token, [adults(slot.datetime, 2), { type: 'voucherCode', barcode: 'hist-30' }]);
    const order = await t.app.db.selectFrom('orders').select(['id', 'status']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = await looked('HIST-30');
    expect(code).toMatchObject({ spentCents: 3000, balanceCents: 0, state: 'used-up' });
    expect(code.history).toEqual([{ kind: 'order', at: expect.any(String), orderId: order.id, orderStatus: 'booked', status: 'sold', amountCents: 3000 }]);
  });
});

describe('POST /office/api/desk/voucher-debits', () => {
  it('takes an amount off the balance with a note, shows it in the history, and audits it', async () => {
    await addCode('DESK-40', 4000);
    const res = await debit({ code: 'desk-40', amountCents: 1500, note: 'Tour ticket at the till' });
    expect(res.statusCode, res.body).toBe(200);
    const code = deskVoucherCodeResponseSchema.parse(res.json()).data.voucherCode;
    expect(code).toMatchObject({ code: 'DESK-40', spentCents: 1500, balanceCents: 2500 });
    expect(code.history).toEqual([{ kind: 'desk', at: expect.any(String), amountCents: 1500, note: 'Tour ticket at the till', staffName: boxOffice.session.staff.name }]);
    expect(await balance('DESK-40')).toEqual({ amount: 4000, sold: 1500, held: 0 });
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('action', '=', 'voucher-code.desk-debit').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: boxOffice.session.staff.id, target: `voucher-code:${code.id}` });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ amountCents: 1500, spentCents: 1500, note: 'Tour ticket at the till' });
    const shop = await t.app.inject({ method: 'GET', url: '/api/en/voucher?voucher=DESK-40' });
    expect(shop.json()).toMatchObject({ data: { available_amount: 2500 } });
  });

  it('refuses more than the balance with 409 OFFICE_VOUCHER_BALANCE_TOO_LOW, naming what is left, and changes nothing', async () => {
    await addCode('DESK-10', 1000);
    const res = await debit({ code: 'DESK-10', amountCents: 1001, note: 'Too much' }, boxOffice, 'de');
    expect(errorOf(res)).toEqual([409, 'OFFICE_VOUCHER_BALANCE_TOO_LOW']);
    expect((res.json() as { message: string }).message).toMatch(/nur noch CHF\s10\.00/);
    expect(await balance('DESK-10')).toEqual({ amount: 1000, sold: 0, held: 0 });
    expect((await debit({ code: 'DESK-10', amountCents: 1000, note: 'All of it' })).statusCode).toBe(200);
    expect(errorOf(await debit({ code: 'DESK-10', amountCents: 1, note: 'Once more' }))).toEqual([409, 'OFFICE_VOUCHER_BALANCE_TOO_LOW']);
  });

  it('refuses a code outside its validity and an unknown code', async () => {
    expect(errorOf(await debit({ code: 'EXPIRED', amountCents: 100, note: 'x' }))).toEqual([422, 'VOUCHER_NOW_IS_AFTER_VALID_TO']);
    expect(errorOf(await debit({ code: 'NOT-YET', amountCents: 100, note: 'x' }))).toEqual([422, 'VOUCHER_NOW_IS_BEFORE_VALID_FROM']);
    expect(errorOf(await debit({ code: 'NOPE-NOPE', amountCents: 100, note: 'x' }))).toEqual([404, 'OFFICE_VOUCHER_CODE_NOT_FOUND']);
  });

  it.each([
    ['no amount', { code: 'VALID-50', note: 'x' }],
    ['a zero amount', { code: 'VALID-50', amountCents: 0, note: 'x' }],
    ['a fraction of a cent', { code: 'VALID-50', amountCents: 1.5, note: 'x' }],
    ['a note of two lines', { code: 'VALID-50', amountCents: 100, note: 'a\nb' }],
  ])('refuses %s with a 4xx and changes nothing', async (_name, payload) => {
    const res = await debit(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await balance('VALID-50')).toEqual({ amount: 5000, sold: 2000, held: 0 });
  });

  it('needs the session’s CSRF token and the desk’s roles', async () => {
    expect(errorOf(await officeCall(t.app, 'POST', '/desk/voucher-debits', { cookie: boxOffice.cookie, payload: { code: 'VALID-50', amountCents: 100, note: 'x' } }))).toEqual([403, 'OFFICE_CSRF_INVALID']);
    expect(errorOf(await debit({ code: 'VALID-50', amountCents: 100, note: 'x' }, await signIn(t.app, await addStaff(t.app, 'accountant'))))).toEqual([403, 'OFFICE_FORBIDDEN']);
    expect(await balance('VALID-50')).toEqual({ amount: 5000, sold: 2000, held: 0 });
  });

  it('after a debit, the shop lets the rest be spent and no more', async () => {
    await addCode('DESK-25', 2500);
    expect((await debit({ code: 'DESK-25', amountCents: 2000, note: 'Catalogue at the till' })).statusCode).toBe(200);
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 2);
    await buyAndPay(t.app, token, [adults(slot.datetime, 1), { type: 'voucherCode', barcode: 'DESK-25' }]);
    const order = await t.app.db.selectFrom('orders').select(['total_cents', 'amount_due_cents']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(order).toEqual({ total_cents: 1800, amount_due_cents: 1300 });
    expect(await balance('DESK-25')).toEqual({ amount: 2500, sold: 2500, held: 0 });
  });
});

describe('gift vouchers sold at the desk', () => {
  it('lists the gift vouchers on sale in the office’s language', async () => {
    const res = await officeCall(t.app, 'GET', '/desk/gift-vouchers', { cookie: boxOffice.cookie, csrf: boxOffice.csrf });
    expect(res.statusCode, res.body).toBe(200);
    const { giftVouchers, currency } = deskGiftVouchersResponseSchema.parse(res.json()).data;
    expect(currency).toBe('CHF');
    expect(giftVouchers).toEqual(expect.arrayContaining([expect.objectContaining({ id: 801, name: 'Voucher 50', variableAmount: false, priceCents: 5000 }), expect.objectContaining({ id: 802, variableAmount: true, minAmountCents: 2000, maxAmountCents: 30000 })]));
  });

  it('books a fixed voucher paid in cash: an order with the voucher line, a desk payment, a code and its PDF', async () => {
    const res = await sell({ giftVoucherId: 801, recipient: 'Grace', message: 'Happy birthday', tender: 'cash', lang: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    const sale = deskVoucherSaleResponseSchema.parse(res.json()).data.sale;
    expect(sale).toMatchObject({ totalCents: 5000, currency: 'CHF', codes: [{ code: expect.stringMatching(/^[A-Z0-9]{16}$/), amountCents: 5000, validTo: expect.any(String) }] });
    const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'booked', total_cents: 5000, amount_due_cents: 5000, lang: 'de', payart: 0 });
    const lines = await t.app.db.selectFrom('order_lines').select(['type', 'count', 'total_cents']).where('order_id', '=', order.id).execute();
    expect(lines).toEqual([{ type: 'voucher', count: 1, total_cents: 5000 }]);
    const payments = await t.app.db.selectFrom('payments').select(['provider', 'status', 'amount_cents', 'payart']).where('order_id', '=', order.id).execute();
    expect(payments).toEqual([{ provider: 'desk-cash', status: 'confirmed', amount_cents: 5000, payart: 0 }]);
    // Typed as printed, in groups of four, and in lower case.
    const code = await looked((sale.codes[0]?.code ?? '').toLowerCase().replace(/(.{4})(?!$)/g, '$1-'));
    expect(code).toMatchObject({ amountCents: 5000, balanceCents: 5000, state: 'usable', issuedBy: { orderId: order.id, recipient: 'Grace', message: 'Happy birthday' } });
    const pdf = await t.app.inject({ method: 'GET', url: sale.documentsUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    const pdfTextOf = pdfText(pdf.rawPayload);
    expect(pdfTextOf).toContain((sale.codes[0]?.code ?? 'no code').match(/.{4}/g)?.join('-'));
    expect(pdfTextOf).toContain('Für: Grace');
    // Nobody to mail: a sale without the buyer's address queues no mail.
    expect(await t.app.db.selectFrom('outbox').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'staff_id']).where('target', '=', `order:${order.id}`).execute();
    expect(audit).toEqual([{ action: 'order.desk-voucher-sale', staff_id: boxOffice.session.staff.id }]);
  });

  it('books a chosen amount paid by the terminal, mails the buyer, and lists the order with the others', async () => {
    const res = await sell({ giftVoucherId: 802, amountCents: 7000, tender: 'terminal', buyer: { name: 'Alan Turing', email: 'alan@example.com' }, lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const sale = deskVoucherSaleResponseSchema.parse(res.json()).data.sale;
    expect(sale).toMatchObject({ totalCents: 7000, codes: [{ amountCents: 7000 }] });
    expect(await t.app.db.selectFrom('payments').select(['provider', 'amount_cents']).where('order_id', '=', sale.orderId).execute()).toEqual([{ provider: 'desk-terminal', amount_cents: 7000 }]);
    expect(await t.app.db.selectFrom('outbox').select(['to_address', 'order_mail']).where('order_id', '=', sale.orderId).execute()).toEqual([{ to_address: 'alan@example.com', order_mail: 'confirmation' }]);
    const list = await officeCall(t.app, 'GET', '/orders?kind=voucher', { cookie: boxOffice.cookie, csrf: boxOffice.csrf });
    const orders = officeOrderListResponseSchema.parse(list.json()).data.orders;
    expect(orders[0]).toMatchObject({ id: sale.orderId, status: 'booked', totalCents: 7000, customer: { name: 'Alan Turing', email: 'alan@example.com' }, kinds: ['voucher'] });
  });

  it('refuses an amount outside the voucher’s bounds, an unknown voucher, and a tender the desk does not have, and books nothing', async () => {
    const before = await t.app.db.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(errorOf(await sell({ giftVoucherId: 802, amountCents: 1000, tender: 'cash', lang: 'en' }))).toEqual([422, 'VOUCHER_AMOUNT_TOO_LOW']);
    expect(errorOf(await sell({ giftVoucherId: 802, amountCents: 40000, tender: 'cash', lang: 'en' }))).toEqual([422, 'VOUCHER_AMOUNT_TOO_HIGH']);
    expect(errorOf(await sell({ giftVoucherId: 802, tender: 'cash', lang: 'en' }))).toEqual([422, 'VOUCHER_AMOUNT_REQUIRED']);
    expect(errorOf(await sell({ giftVoucherId: 999, tender: 'cash', lang: 'en' }))).toEqual([422, 'GIFT_VOUCHER_NOT_FOUND']);
    expect((await sell({ giftVoucherId: 801, tender: 'cheque', lang: 'en' })).statusCode).toBe(400);
    const after = await t.app.db.selectFrom('orders').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(errorOf(await sell({ giftVoucherId: 801, tender: 'cash', lang: 'en' }, await signIn(t.app, await addStaff(t.app, 'accountant'))))).toEqual([403, 'OFFICE_FORBIDDEN']);
  });
});
