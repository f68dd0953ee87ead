import { officeRefundResponseSchema, officeReportResponseSchema, type OfficeRefundRequest, type OfficeReport, type OfficeReportName } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, futureSlot, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn, type TestStaff } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;
let boxOffice: SignedIn;
let accountant: SignedIn;
let ownerMember: TestStaff;
let boxOfficeMember: TestStaff;

/** Instants in Zurich (CET, UTC+1): the first and last of 5 March 2026, and the first of 6 March. */
const AT = {
  firstOf5: '2026-03-04T23:15:00.000Z',
  lastOf5: '2026-03-05T22:59:59.999Z',
  firstOf6: '2026-03-05T23:00:00.000Z',
};

const latestOrderId = async () => (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

/** Two tickets on a slot of their own: 30.00 paid by the fixture's code VALID-50, 6.00 by card at the test provider. */
let slotNo = 0;
const buyTwoTicketsWithCode = async (): Promise<number> => {
  slotNo += 1;
  const slot = await futureSlot(t.app, slotNo);
  const { path } = await startPayment(t.app, await registerGuest(t.app, 'en'), [adults(slot.datetime, 2), { type: 'voucherCode', barcode: 'VALID-50' }]);
  await choose(t.app, path, 'confirmed');
  return latestOrderId();
};

/** A gift voucher of 50.00 sold at the desk for cash or on the desk's card terminal. */
const sellAtDesk = async (tender: 'cash' | 'terminal'): Promise<number> => {
  const res = await officeCall(t.app, 'POST', '/desk/voucher-sales', { cookie: boxOffice.cookie, csrf: boxOffice.csrf, payload: { giftVoucherId: 801, tender, buyer: {}, lang: 'en' } });
  expect(res.statusCode, res.body).toBe(201);
  return latestOrderId();
};

/** Refunds through the office, then dates the refund's end to `completedAt`. */
const refund = async (who: SignedIn, orderId: number, body: OfficeRefundRequest, completedAt: string) => {
  const res = await officeCall(t.app, 'POST', `/orders/${orderId}/refunds`, { cookie: who.cookie, csrf: who.csrf, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const done = officeRefundResponseSchema.parse(res.json()).data.refund;
  expect(done.status).toBe('done');
  await t.app.db.updateTable('refunds').set({ completed_at: completedAt }).where('id', '=', done.id).execute();
  return done;
};

const report = async (name: OfficeReportName, query: string): Promise<OfficeReport> => {
  const res = await officeCall(t.app, 'GET', `/reports/${name}?${query}`, { cookie: accountant.cookie, csrf: accountant.csrf, lang: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return officeReportResponseSchema.parse(res.json()).data;
};

/**
 * What the refunds finished within [start, end) gave back, read from their own rows: each share by the
 * way it went back (a code, the desk's till or terminal by its payment's provider, else the provider).
 */
const refundsBetween = async (start: string, end: string, staffId?: string | null) => {
  const rows = await t.app.db.selectFrom('refunds').selectAll().where('status', '=', 'done').where('completed_at', '>=', start).where('completed_at', '<', end).execute();
  const chosen = staffId === undefined ? rows : rows.filter((row) => row.staff_id === staffId);
  const payments = await t.app.db.selectFrom('payments').select(['id', 'provider']).execute();
  const sums = { refunds: chosen.length, provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 0, amount: 0 };
  for (const row of chosen) {
    sums.amount += row.amount_cents;
    for (const share of JSON.parse(row.tenders) as { kind: string; paymentId?: string; cents: number }[]) {
      const provider = payments.find((payment) => payment.id === share.paymentId)?.provider;
      const tender = share.kind === 'voucherCode' ? 'voucherCode' : provider === 'desk-cash' ? 'deskCash' : provider === 'desk-terminal' ? 'deskTerminal' : 'provider';
      sums[tender] += share.cents;
    }
  }
  return sums;
};

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  ownerMember = await addStaff(t.app, 'owner');
  boxOfficeMember = await addStaff(t.app, 'box-office', { canRefund: true });
  owner = await signIn(t.app, ownerMember);
  boxOffice = await signIn(t.app, boxOfficeMember);
  accountant = await signIn(t.app, await addStaff(t.app, 'accountant'));

  // 5 March: one of two tickets (half code, half card) by the box office at the day's first instant,
  // then the other by the owner at its last; a cash sale at the desk given back at the desk.
  const mixed = await buyTwoTicketsWithCode();
  await refund(boxOffice, mixed, { scope: { kind: 'lines', lines: [{ lineNo: 1, units: 1 }] }, releaseClaims: true }, AT.firstOf5);
  await refund(owner, mixed, { scope: { kind: 'order' }, releaseClaims: true }, AT.lastOf5);
  await refund(boxOffice, await sellAtDesk('cash'), { scope: { kind: 'order' }, releaseClaims: true }, AT.lastOf5);
  // 6 March: a terminal sale given back in part.
  await refund(owner, await sellAtDesk('terminal'), { scope: { kind: 'amount', amountCents: 2000 }, releaseClaims: false }, AT.firstOf6);
});
afterAll(async () => t.close());

describe('the refunds report', () => {
  it('adds up each museum day’s refunds by tender, by when they were finished, as the refunds themselves do', async () => {
    const days = await report('refunds', 'from=2026-03-04&to=2026-03-07');
    const on5 = await refundsBetween(AT.firstOf5.replace('23:15', '23:00'), AT.firstOf6);
    const on6 = await refundsBetween(AT.firstOf6, '2026-03-06T23:00:00.000Z');
    expect(on5).toMatchObject({ refunds: 3, deskCash: 5000, deskTerminal: 0 });
    expect(on5.voucherCode).toBeGreaterThan(0);
    expect(on5.provider).toBeGreaterThan(0);
    expect(on5.provider + on5.voucherCode + on5.deskCash).toBe(on5.amount);
    expect(on6).toMatchObject({ refunds: 1, deskTerminal: 2000, amount: 2000 });
    expect(days.rows).toEqual([
      { period: '2026-03-04', refunds: 0, provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 0, amount: 0 },
      { period: '2026-03-05', ...on5 },
      { period: '2026-03-06', ...on6 },
      { period: '2026-03-07', refunds: 0, provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 0, amount: 0 },
    ]);
    expect(days.totals).toEqual({ period: 'Total', refunds: 4, provider: on5.provider, voucherCode: on5.voucherCode, deskCash: 5000, deskTerminal: 2000, amount: on5.amount + 2000 });
    expect(days).toMatchObject({ timeZone: 'Europe/Zurich', chart: { category: 'period', value: 'amount' } });
  });

  it('groups by week and month, and counts a refund by the museum’s day, not UTC’s', async () => {
    const all = await refundsBetween('2026-01-01', '2027-01-01');
    const months = await report('refunds', 'from=2026-01-01&to=2026-12-31&period=month');
    expect(months.rows).toHaveLength(12);
    expect(months.rows[2]).toEqual({ period: '2026-03', ...all });
    const weeks = await report('refunds', 'from=2026-03-02&to=2026-03-08&period=week');
    expect(weeks.rows).toEqual([{ period: '2026-03-02', ...all }]);
    // At 23:15 UTC on 4 March it was already 5 March in Zurich.
    expect((await report('refunds', 'from=2026-03-04&to=2026-03-04')).totals?.refunds).toBe(0);
  });
});

describe('the refunds by staff member', () => {
  it('says who gave how much back through which tender, adding up to the refunds of the range', async () => {
    const range = 'from=2026-03-05&to=2026-03-06';
    const byStaff = await report('refunds-by-staff', range);
    const start = '2026-03-04T23:00:00.000Z';
    const end = '2026-03-06T23:00:00.000Z';
    expect(byStaff.rows).toEqual(
      expect.arrayContaining([
        { staff: ownerMember.name, ...(await refundsBetween(start, end, ownerMember.id)) },
        { staff: boxOfficeMember.name, ...(await refundsBetween(start, end, boxOfficeMember.id)) },
      ]),
    );
    expect(byStaff.rows).toHaveLength(2);
    const all = await refundsBetween(start, end);
    expect(byStaff.totals).toEqual({ staff: 'Total', ...all });
    expect(byStaff.totals?.amount).toBe((await report('refunds', range)).totals?.amount);
  });
});

describe('a refund of money taken at the desk', () => {
  it('is given back at the desk without asking the payment provider', async () => {
    const orderId = await sellAtDesk('cash');
    const before = (t.app.refunds['provider'] as unknown as { refunds: unknown[] }).refunds.length;
    const done = await refund(boxOffice, orderId, { scope: { kind: 'order' }, releaseClaims: true }, '2026-04-01T10:00:00.000Z');
    expect(done).toMatchObject({ amountCents: 5000, shares: [{ kind: 'provider', amountCents: 5000 }] });
    expect((t.app.refunds['provider'] as unknown as { refunds: unknown[] }).refunds).toHaveLength(before);
    expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('refunded');
    expect((await report('refunds', 'from=2026-04-01&to=2026-04-01')).totals).toMatchObject({ deskCash: 5000, amount: 5000 });
  });
});
