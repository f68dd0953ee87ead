import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { adults, futureSlot, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;
let t: TestApp;
/** On PostgreSQL a second server instance on the same database; SQLite is one instance by design. */
let second: FastifyInstance;
let desk: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
  desk = await signIn(t.app, await addStaff(t.app, 'box-office'));
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

describe(`the desk and the shop spending one code at once (${postgres ? 'PostgreSQL, two server instances' : 'SQLite'})`, () => {
  it('never takes the code below zero: what the desk debited and what orders hold or spent add up to at most its amount', async () => {
    const amount = 20_000;
    await t.app.db
      .insertInto('voucher_codes')
      .values({ shop_id: 177, code: 'RACE-DESK', name: 'Race', amount, sold: 0, held: 0, valid_from: '2000-01-01', valid_to: '2999-12-31', created_at: new Date().toISOString() })
      .execute();
    const apps = [t.app, second];
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => registerGuest(apps[i % 2] ?? t.app)));
    const slot = await futureSlot(t.app, 3);
    const online = tokens.map((token, i) => initPayment(apps[i % 2] ?? t.app, token, initBody([adults(slot.datetime, 1), { type: 'voucherCode', barcode: 'race-desk' }])));
    const atTheDesk = Array.from({ length: 10 }, (_, i) =>
      officeCall(apps[i % 2] ?? t.app, 'POST', '/desk/voucher-debits', { cookie: desk.cookie, csrf: desk.csrf, payload: { code: 'RACE-DESK', amountCents: 1000, note: `Till ${i}` } }),
    );
    const [orders, debits] = await Promise.all([Promise.all(online), Promise.all(atTheDesk)]);
    for (const res of orders) expect([200, 422], res.body).toContain(res.statusCode);
    for (const res of debits) expect([200, 409], res.body).toContain(res.statusCode);
    for (const res of debits.filter((candidate) => candidate.statusCode === 409)) expect(res.json()).toMatchObject({ code: 'OFFICE_VOUCHER_BALANCE_TOO_LOW' });

    const row = await t.app.db.selectFrom('voucher_codes').select(['id', 'sold', 'held']).where('code', '=', 'RACE-DESK').executeTakeFirstOrThrow();
    const debited = await t.app.db.selectFrom('voucher_desk_debits').select('amount').where('voucher_code_id', '=', row.id).execute();
    const claims = await t.app.db.selectFrom('claims').select(['quantity', 'status']).where('resource', '=', 'voucher').where('resource_id', '=', row.id).execute();
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    expect(row.sold + row.held).toBeLessThanOrEqual(amount);
    expect(debited).toHaveLength(debits.filter((res) => res.statusCode === 200).length);
    // Every cent spent or held is a desk debit or an order's claim, and together they stay within the amount.
    const of = (status: string) => sum(claims.filter((claim) => claim.status === status).map((claim) => claim.quantity));
    expect(sum(debited.map((debit) => debit.amount)) + of('sold')).toBe(row.sold);
    expect(of('held')).toBe(row.held);
    // Both sides spent part of it: 8 orders of 18.00 and 10 debits of 10.00 ask for more than its 200.00.
    expect(debited.length).toBeGreaterThan(0);
    expect(of('sold') + of('held')).toBeGreaterThan(0);
    expect(debits.some((res) => res.statusCode === 409) || orders.some((res) => res.statusCode === 422)).toBe(true);
  });
});
