import { voucherLookupResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { adults, choose, execPayment, futureSlot, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { expectRowsAddUp } from '../../test-support/mail-sums.js';
import { newestMail } from '../../test-support/outbox-mails.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database; SQLite is one instance by design. */
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

const lookup = (code: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/${lang}/voucher?voucher=${encodeURIComponent(code)}` });
const balance = (code: string) => t.app.db.selectFrom('voucher_codes').select(['amount', 'sold', 'held']).where('code', '=', code).executeTakeFirstOrThrow();
const voucher = (barcode: string) => ({ type: 'voucherCode', barcode });
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('GET voucher?voucher= (SPEC §7)', () => {
  it('answers what a code can still pay, for a code typed with spaces and in any case', async () => {
    const res = await lookup('  valid-50 ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(voucherLookupResponseSchema.parse(res.json()).data).toMatchObject({ barcode: 'VALID-50', amount: 5000, used_amount: 2000, available_amount: 3000 });
  });

  it.each([
    ['USED-UP', 'VOUCHER_NO_AMOUNT_LEFT', 'Dieser Gutschein ist bereits aufgebraucht.'],
    ['NOT-YET', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM', 'Dieser Gutschein kann noch nicht eingelöst werden.'],
    ['EXPIRED', 'VOUCHER_NOW_IS_AFTER_VALID_TO', 'Dieser Gutschein ist abgelaufen.'],
    ['NO-SUCH-CODE', 'VOUCHER_NOT_FOUND', 'Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut.'],
  ])('%s answers 422 %s in the request language', async (code, error, message) => {
    const res = await lookup(code, 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: error, message });
  });

  it.each(['', '   ', 'x'.repeat(65), 'A\u0000B'])('refuses %j with 400', async (code) => {
    expect((await lookup(code)).statusCode).toBe(400);
  });
});

describe('voucher codes pay part of an order (tenders)', () => {
  it('a code pays what it holds, the provider is asked for the rest, and the balance is held until paid', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 5);
    const before = await balance('VALID-50');
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 3), voucher('valid-50')]);
    const order = await latestOrder();
    expect(order).toMatchObject({ total_cents: 5400, amount_due_cents: 2400 });
    expect(await balance('VALID-50')).toEqual({ ...before, held: before.held + 3000 });
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    expect((await execPayment(t.app, cartId)).statusCode).toBe(200);
    expect(await balance('VALID-50')).toEqual({ amount: 5000, sold: 5000, held: 0 });
    expect((await lookup('VALID-50')).json()).toMatchObject({ code: 'VOUCHER_NO_AMOUNT_LEFT' });
    const mail = await newestMail(t.app);
    expect(mail.text).toMatch(/Voucher code VALID-50: −CHF\s30\.00\nTotal paid: CHF\s24\.00/);
    expect(mail.text).toMatch(/Remaining balance on voucher code VALID-50: CHF\s0\.00/);
    expect(expectRowsAddUp(mail.text).sums).toEqual([5400, -3000, 2400]);
  });

  it('a code that covers everything books at once, without the payment page', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 6);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1), voucher('BIG-500')]));
    expect(res.statusCode, res.body).toBe(200);
    const target = new URL((res.json() as { data: string }).data);
    expect(target.pathname).toBe('/en/checkout/success');
    const order = await latestOrder();
    expect(order).toMatchObject({ status: 'booked', amount_due_cents: 0 });
    expect(await t.app.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect(await balance('BIG-500')).toMatchObject({ sold: 1800, held: 0 });
  });

  it('a cancelled payment and an expired hold give the balance back', async () => {
    await t.app.db.insertInto('voucher_codes').values({ shop_id: 177, code: 'PART-10', name: 'Part', amount: 1000, sold: 0, held: 0, valid_from: '2000-01-01', valid_to: '2999-12-31', created_at: new Date().toISOString() }).execute();
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 7);
    const { path } = await startPayment(t.app, token, [adults(slot.datetime, 1), voucher('PART-10')]);
    expect(await balance('PART-10')).toEqual({ amount: 1000, sold: 0, held: 1000 });
    await choose(t.app, path, 'canceled');
    expect(await balance('PART-10')).toEqual({ amount: 1000, sold: 0, held: 0 });

    await startPayment(t.app, token, [adults(slot.datetime, 1), voucher('PART-10')]);
    expect((await balance('PART-10')).held).toBe(1000);
    await t.app.jobs.sweep(new Date(Date.now() + 21 * 60_000));
    expect(await balance('PART-10')).toEqual({ amount: 1000, sold: 0, held: 0 });
  });

  it.each([
    ['a used-up code', 'USED-UP', 'VOUCHER_NO_AMOUNT_LEFT'],
    ['a code not valid yet', 'NOT-YET', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
    ['an expired code', 'EXPIRED', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
    ['an unknown code', 'NOPE-NOPE', 'VOUCHER_NOT_FOUND'],
  ])('refuses %s with %s and holds nothing', async (_name, code, error) => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 8);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1), voucher(code)]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: error });
    const held = await t.app.db.selectFrom('timeslots').select('held').where('id', '=', slot.id).executeTakeFirstOrThrow();
    expect(held.held).toBe(0);
  });

  it('a cart of codes alone is empty, and a malformed code is named by its place in the cart', async () => {
    const token = await registerGuest(t.app);
    expect((await initPayment(t.app, token, initBody([voucher('BIG-500')]))).json()).toMatchObject({ code: 'CART_EMPTY' });
    const slot = await futureSlot(t.app, 8);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1), { type: 'voucherCode', barcode: '' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'cart.items.1.barcode': [expect.any(String)] } });
  });
});

describe(`two checkouts spending one code at once (${postgres ? 'PostgreSQL, two server instances' : 'SQLite'})`, () => {
  it('debit at most its balance: one pays with the code, the other is told it is used up', async () => {
    await t.app.db.insertInto('voucher_codes').values({ shop_id: 177, code: 'RACE-20', name: 'Race', amount: 2000, sold: 0, held: 0, valid_from: '2000-01-01', valid_to: '2999-12-31', created_at: new Date().toISOString() }).execute();
    const apps = [t.app, second];
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => registerGuest(apps[i % 2] ?? t.app)));
    const slot = await futureSlot(t.app, 9);
    const results = await Promise.all(tokens.map((token, i) => initPayment(apps[i % 2] ?? t.app, token, initBody([adults(slot.datetime, 2), voucher('RACE-20')]))));
    const codes = results.map((res) => (res.statusCode === 200 ? 'paid-with-code' : (res.json() as { code: string }).code));
    expect(codes.filter((code) => code === 'paid-with-code')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'paid-with-code'))).toEqual(new Set(['VOUCHER_NO_AMOUNT_LEFT']));
    expect(await balance('RACE-20')).toEqual({ amount: 2000, sold: 0, held: 2000 });
  });
});
