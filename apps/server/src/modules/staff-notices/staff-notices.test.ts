import { apiErrorSchema, staffMailResponseSchema, staffMailStaleErrorSchema, type StaffMailAddress } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { adults, buyAndPay, futureSlot, guestDetails, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { outboxMails } from '../../test-support/outbox-mails.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;

let t: TestApp;
/** On PostgreSQL a second server instance on the same database; SQLite is one instance by design. */
let second: FastifyInstance;
let owner: SignedIn;

const DESK = 'desk@museum.example';
const BOSS = 'boss@museum.example';
const BOOKS = 'books@museum.example';
const ADDRESSES: StaffMailAddress[] = [
  { role: 'box-office', email: DESK, language: 'de' },
  { role: 'owner', email: BOSS, language: 'fr' },
  { role: 'accountant', email: BOOKS, language: 'en' },
];

const call = (who: SignedIn, method: 'GET' | 'PUT', path: string, payload?: object) => officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
/** Mails to an address, with the no-break spaces of amounts and French punctuation written as spaces. */
const mailsTo = async (address: string) => (await outboxMails(t.app, address)).map((mail) => ({ ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, ' ') }));
const linkingTo = (path: string) => (mail: { text: string }) => mail.text.includes(`http://localhost:3000/office/${path}\n`) || mail.text.endsWith(`/office/${path}`);

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  second = postgres ? await buildApp(t.config) : t.app;
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

describe('the staff mail addresses', () => {
  it('are the owner’s: saved whole against the version read, stale edits answered with the list as it is', async () => {
    const empty = staffMailResponseSchema.parse((await call(owner, 'GET', '/staff-mail')).json()).data.record;
    expect(empty).toEqual({ version: 0, addresses: [] });
    const saved = await call(owner, 'PUT', '/staff-mail', { addresses: ADDRESSES.map((address) => ({ ...address, email: address.email.toUpperCase() })), version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(staffMailResponseSchema.parse(saved.json()).data.record).toEqual({ version: 1, addresses: ADDRESSES });
    const stale = await call(owner, 'PUT', '/staff-mail', { addresses: [], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(staffMailStaleErrorSchema.parse(stale.json()).current).toEqual({ version: 1, addresses: ADDRESSES });
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'target']).where('action', '=', 'staff-mail.update').execute();
    expect(audit).toEqual([{ action: 'staff-mail.update', target: 'staff-mail' }]);
  });

  it('refuses an address named twice for one role, other roles than the owner, and roles that get no mail', async () => {
    const twice = await call(owner, 'PUT', '/staff-mail', { addresses: [...ADDRESSES, { role: 'box-office', email: DESK, language: 'en' }], version: 1 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'addresses.3.email': [expect.any(String)] } });
    const editorRole = await call(owner, 'PUT', '/staff-mail', { addresses: [{ role: 'editor', email: DESK, language: 'en' }], version: 1 });
    expect(editorRole.statusCode).toBe(400);
    for (const role of ['box-office', 'accountant', 'editor'] as const) {
      const res = await call(await signIn(t.app, await addStaff(t.app, role)), 'GET', '/staff-mail');
      expect([res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
  });
});

describe('the staff mails', () => {
  it('tell the box office once of a new order with goods, in its address’s language', async () => {
    const cartId = await buyAndPay(t.app, await registerGuest(t.app), [{ type: 'merchandise', id: 701, count: 2 }]);
    const order = await t.app.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    await Promise.all([t.app.jobs.staffNotices(), second.jobs.staffNotices(), t.app.jobs.staffNotices()]);
    await t.app.jobs.staffNotices();
    const mails = (await mailsTo(DESK)).filter(linkingTo(`shipping/${order.id}`));
    expect(mails.map((mail) => mail.subject)).toEqual([`Bestellung ${order.id}: Waren zu versenden`]);
    expect(mails[0]?.text).toContain('2 × Exhibition catalogue');
    expect(mails[0]?.text).toContain(`http://localhost:3000/office/shipping/${order.id}`);
    expect((await mailsTo(BOSS)).filter(linkingTo(`shipping/${order.id}`))).toEqual([]);
  });

  it('tell the box office of pass cards to post', async () => {
    const owners = [{ name: 'Grace Hopper', send_to_custom_addr: true, address: { street: 'Ringstrasse 5', zip: '1010', city: 'Wien', country: 'AT' } }];
    const cartId = await buyAndPay(t.app, await registerGuest(t.app), [{ type: 'annualPass', id: 704, count: 1, owners }]);
    const order = await t.app.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    await t.app.jobs.staffNotices();
    await t.app.jobs.staffNotices();
    const mails = (await mailsTo(DESK)).filter(linkingTo(`shipping/${order.id}`));
    expect(mails.map((mail) => mail.subject)).toEqual([`Bestellung ${order.id}: Karten per Post zu versenden`]);
    expect(mails[0]?.text).toContain('Grace Hopper');
    expect(mails[0]?.text).toContain('Ringstrasse 5, 1010 Wien, Österreich');
  });

  it('warn the box office once of a reservation that lapses within a day, and not of one lapsing later', async () => {
    const token = await registerGuest(t.app, 'en', { ...guestDetails, email: 'school@example.org', fname: 'Maria', lname: 'Montessori' });
    const slot = await futureSlot(t.app, 1);
    expect((await initPayment(t.app, token, initBody([adults(slot.datetime, 2)]))).statusCode).toBe(200);
    const order = await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // A reservation as a pay-later checkout leaves it: pending, its places held for days.
    const now = new Date();
    await t.app.db.updateTable('orders').set({ reserved: 1, hold_expires_at: new Date(now.getTime() + 24.5 * 3_600_000).toISOString() }).where('id', '=', order.id).execute();
    await t.app.jobs.staffNotices(now);
    expect((await mailsTo(DESK)).filter((mail) => mail.subject.includes(`Reservierung ${order.id}`))).toEqual([]);
    const later = new Date(now.getTime() + 3_600_000);
    await Promise.all([t.app.jobs.staffNotices(later), second.jobs.staffNotices(later)]);
    await t.app.jobs.staffNotices(new Date(later.getTime() + 60_000));
    const mails = (await mailsTo(DESK)).filter((mail) => mail.subject.includes(`Reservierung ${order.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Maria Montessori (school@example.org)');
    expect(mails[0]?.text).toContain('CHF 36.00');
  });

  it('tell the owner and the box office once of a payment flagged for refund, each in their language', async () => {
    const cartId = await buyAndPay(t.app, await registerGuest(t.app), [adults((await futureSlot(t.app, 2)).datetime, 1)]);
    const order = await t.app.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    await t.app.jobs.staffNotices();
    // A payment confirmed after its places had gone leaves the order so (checkout's reconciliation).
    await t.app.db.updateTable('orders').set({ status: 'refund_required' }).where('id', '=', order.id).execute();
    await Promise.all([t.app.jobs.staffNotices(), second.jobs.staffNotices()]);
    await t.app.jobs.staffNotices();
    expect((await mailsTo(BOSS)).filter(linkingTo(`orders/${order.id}`)).map((mail) => mail.subject)).toEqual([`Commande ${order.id}\u00a0: un paiement doit être remboursé`]);
    expect((await mailsTo(DESK)).filter(linkingTo(`orders/${order.id}`)).map((mail) => mail.subject)).toEqual([`Bestellung ${order.id}: Eine Zahlung muss zurückerstattet werden`]);
    expect((await mailsTo(BOOKS)).filter(linkingTo(`orders/${order.id}`))).toEqual([]);
  });

  it('send the day’s summary once to the owner and the accountant, however many instances run the job', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    await Promise.all([t.app.jobs.staffNotices(tomorrow), second.jobs.staffNotices(tomorrow), t.app.jobs.staffNotices(tomorrow), second.jobs.staffNotices(tomorrow)]);
    await t.app.jobs.staffNotices(new Date(tomorrow.getTime() + 60_000));
    const today = (await t.app.db.selectFrom('staff_notices').select('ref').where('kind', '=', 'daily-summary').orderBy('ref', 'desc').executeTakeFirstOrThrow()).ref;
    const shortDay = today.split('-').reverse().join('/');
    const summaries = (await mailsTo(BOOKS)).filter((mail) => mail.subject.endsWith(`summary of ${shortDay}`));
    expect(summaries).toHaveLength(1);
    const booked = await t.app.db.selectFrom('orders').select('amount_due_cents').where('status', '=', 'booked').execute();
    const takings = booked.reduce((sum, order) => sum + order.amount_due_cents, 0);
    // The goods and the pass are booked; the reservation is not paid and the flagged order not booked.
    expect(booked).toHaveLength(2);
    expect(summaries[0]?.text).toContain('Orders booked: 2');
    expect(summaries[0]?.text).toContain(`Takings: CHF ${(takings / 100).toFixed(2)}`);
    expect(summaries[0]?.text).toContain('Visitors with a booked time that day: ');
    expect((await mailsTo(BOSS)).filter((mail) => mail.subject.includes(`résumé du ${today.split('-').reverse().join('.')}`))).toHaveLength(1);
    expect((await mailsTo(DESK)).filter((mail) => mail.subject.includes('Zusammenfassung'))).toEqual([]);
  });
});
