import { apiErrorSchema, officeOrderResponseSchema, officeSlotAlternativesResponseSchema, officeSlotMoveResponseSchema, officeSlotResponseSchema } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, futureSlot, guestDetails, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { outboxMails } from '../../test-support/outbox-mails.js';

let t: TestApp;
let boxOffice: SignedIn;

const latestOrderId = async () => (await t.app.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
/** A guest buys `count` adults at a slot of event 501 and pays (or leaves the payment open). */
const buy = async (email: string, datetime: string, count: number, pay = true) => {
  const token = await registerGuest(t.app, 'en', { ...guestDetails, email });
  const { path } = await startPayment(t.app, token, [adults(datetime, count)]);
  if (pay) await choose(t.app, path, 'confirmed');
  return { id: await latestOrderId(), path };
};
const call = (who: SignedIn, method: 'GET' | 'POST', path: string, payload?: object) => officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const refused = async (res: Awaited<ReturnType<typeof call>>) => [res.statusCode, apiErrorSchema.parse(res.json()).code];
const lineOf = async (orderId: number) => t.app.db.selectFrom('order_lines').select(['datetime', 'details']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
const claimsOf = async (orderId: number) => t.app.db.selectFrom('claims').select(['resource_id', 'quantity', 'status']).where('order_id', '=', orderId).where('resource', '=', 'timeslot').execute();

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
});
afterAll(async () => t.close());

describe('moving one order to another time of the same event', () => {
  it('moves its places, claim and line, mails the buyer the new time with the tickets, and shows it in the order’s history', async () => {
    const [a, b] = [await futureSlot(t.app, 0), await futureSlot(t.app, 1)];
    const ada = await buy('ada@example.org', a.datetime, 2);
    const before = { a: await slotCounters(t.app, a.id), b: await slotCounters(t.app, b.id) };

    const res = await call(boxOffice, 'POST', `/orders/${ada.id}/move`, { from: a.id, to: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { places: 2 } });
    expect(await slotCounters(t.app, a.id)).toEqual({ ...before.a, sold: before.a.sold - 2 });
    expect(await slotCounters(t.app, b.id)).toEqual({ ...before.b, sold: before.b.sold + 2 });
    expect(await claimsOf(ada.id)).toEqual([{ resource_id: b.id, quantity: 2, status: 'sold' }]);
    const line = await lineOf(ada.id);
    expect([line.datetime, (JSON.parse(line.details) as { timeslotId: number }).timeslotId]).toEqual([b.datetime, b.id]);

    const mail = (await outboxMails(t.app, 'ada@example.org')).find((sent) => sent.subject.startsWith('A new time for your visit to '));
    expect(mail?.text).toContain(`moved your booking ${ada.id} to another time`);
    expect(mail?.attachments).toEqual([{ filename: `tickets-${ada.id}.pdf`, contentType: 'application/pdf', ref: { kind: 'order-tickets', orderId: ada.id } }]);

    const order = officeOrderResponseSchema.parse((await call(boxOffice, 'GET', `/orders/${ada.id}`)).json()).data.order;
    expect(order.lines[0]?.slotId).toBe(b.id);
    expect(order.timeline.at(-1)).toMatchObject({ event: 'staff', action: 'order.move', staffName: boxOffice.session.staff.name });
  });

  it('moves nothing when the new time has too few free places, and refuses a time that is not another one of the event still to come', async () => {
    const [a, c] = [await futureSlot(t.app, 2), await futureSlot(t.app, 3)];
    const grace = await buy('grace@example.net', a.datetime, 3);
    const taken = await slotCounters(t.app, c.id);
    await t.app.db.updateTable('timeslots').set({ capacity: taken.sold + taken.held + 2 }).where('id', '=', c.id).execute();
    const before = { a: await slotCounters(t.app, a.id), c: await slotCounters(t.app, c.id) };
    expect(await refused(await call(boxOffice, 'POST', `/orders/${grace.id}/move`, { from: a.id, to: c.id }))).toEqual([409, 'OFFICE_SLOT_TOO_SMALL']);
    expect({ a: await slotCounters(t.app, a.id), c: await slotCounters(t.app, c.id) }).toEqual(before);
    expect(await claimsOf(grace.id)).toEqual([{ resource_id: a.id, quantity: 3, status: 'sold' }]);

    const otherEvent = await futureSlot(t.app, 0, 502);
    const past = await t.app.db.selectFrom('timeslots').select('id').where('event_id', '=', 501).where('starts_at', '<', new Date().toISOString()).executeTakeFirst();
    for (const to of [a.id, otherEvent.id, ...(past === undefined ? [] : [past.id])]) {
      expect(await refused(await call(boxOffice, 'POST', `/orders/${grace.id}/move`, { from: a.id, to }))).toEqual([422, 'OFFICE_SLOT_NOT_A_CHOICE']);
    }
    expect(await refused(await call(boxOffice, 'POST', `/orders/${grace.id}/move`, { from: c.id, to: a.id }))).toEqual([409, 'OFFICE_ORDER_NOT_IN_SLOT']);
    expect(await refused(await call(boxOffice, 'POST', `/orders/${grace.id}/move`, { from: a.id, to: 2_000_000_000 }))).toEqual([404, 'OFFICE_SLOT_NOT_FOUND']);
    expect(await refused(await call(boxOffice, 'POST', '/orders/999999/move', { from: a.id, to: c.id }))).toEqual([404, 'OFFICE_ORDER_NOT_FOUND']);
  });

  it('moves a hold still waiting for its payment, which a declined payment then gives back at the new time', async () => {
    const [a, b] = [await futureSlot(t.app, 4), await futureSlot(t.app, 5)];
    const before = { a: await slotCounters(t.app, a.id), b: await slotCounters(t.app, b.id) };
    const open = await buy('open@example.org', a.datetime, 2, false);
    expect((await call(boxOffice, 'POST', `/orders/${open.id}/move`, { from: a.id, to: b.id })).json()).toEqual({ data: { places: 2 } });
    expect(await slotCounters(t.app, b.id)).toEqual({ ...before.b, held: before.b.held + 2 });
    await choose(t.app, open.path, 'declined');
    expect(await slotCounters(t.app, a.id)).toEqual(before.a);
    expect(await slotCounters(t.app, b.id)).toEqual(before.b);
    expect((await outboxMails(t.app, 'open@example.org')).filter((mail) => mail.subject.startsWith('A new time'))).toEqual([]);
  });
});

describe('moving every visitor of a time', () => {
  it('shows the time with its buyers and the event’s other times of a day, then moves them all and closes the time', async () => {
    const [a, d] = [await futureSlot(t.app, 6), await futureSlot(t.app, 7)];
    const one = await buy('one@example.org', a.datetime, 1);
    const two = await buy('two@example.org', a.datetime, 2);
    const shown = officeSlotResponseSchema.parse((await call(boxOffice, 'GET', `/slots/${a.id}`)).json()).data;
    expect(shown.buyers).toEqual({ orders: 2, places: 3 });
    expect(shown.slot).toMatchObject({ id: a.id, eventId: 501, eventKind: 'event', startsAt: a.datetime, sold: 3 });
    const day = museumDate(d.datetime, 'Europe/Zurich');
    const others = officeSlotAlternativesResponseSchema.parse((await call(boxOffice, 'GET', `/slots/${a.id}/alternatives?date=${day}`)).json()).data.slots;
    expect(others.map((slot) => slot.id)).toContain(d.id);
    expect(others.map((slot) => slot.id)).not.toContain(a.id);
    expect(others.every((slot) => slot.eventId === 501 && museumDate(slot.startsAt, 'Europe/Zurich') === day)).toBe(true);

    const res = await call(boxOffice, 'POST', `/slots/${a.id}/move`, { to: d.id, close: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(officeSlotMoveResponseSchema.parse(res.json()).data).toEqual({ orders: 2, places: 3, closed: true });
    expect(await slotCounters(t.app, a.id)).toEqual({ capacity: 0, sold: 0, held: 0 });
    for (const order of [one, two]) expect((await claimsOf(order.id)).map((claim) => claim.resource_id)).toEqual([d.id]);
    for (const address of ['one@example.org', 'two@example.org']) expect((await outboxMails(t.app, address)).some((mail) => mail.subject.startsWith('A new time'))).toBe(true);
  });

  it('lets two moves race for the last places of one time: one moves, the other moves nothing', async () => {
    const [a, b, target] = [await futureSlot(t.app, 8), await futureSlot(t.app, 9), await futureSlot(t.app, 10)];
    await buy('race-a@example.org', a.datetime, 2);
    await buy('race-b@example.org', b.datetime, 2);
    const taken = await slotCounters(t.app, target.id);
    await t.app.db.updateTable('timeslots').set({ capacity: taken.sold + taken.held + 3 }).where('id', '=', target.id).execute();
    const answers = await Promise.all([a, b].map((slot) => call(boxOffice, 'POST', `/slots/${slot.id}/move`, { to: target.id, close: false })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const after = await slotCounters(t.app, target.id);
    expect(after.sold).toBe(taken.sold + 2);
    expect(after.sold + after.held).toBeLessThanOrEqual(after.capacity);
  });

  it('is for owners and box office within their scope; bad input is a 400', async () => {
    const a = await futureSlot(t.app, 0);
    for (const role of ['editor', 'accountant', 'door'] as const) {
      expect((await call(await signIn(t.app, await addStaff(t.app, role)), 'GET', `/slots/${a.id}`)).statusCode).toBe(403);
    }
    const elsewhere = await signIn(t.app, await addStaff(t.app, 'box-office', { scope: { events: ['502'], tours: null } }));
    expect(await refused(await call(elsewhere, 'POST', `/slots/${a.id}/move`, { to: a.id + 1, close: false }))).toEqual([403, 'OFFICE_FORBIDDEN']);
    expect((await call(await signIn(t.app, await addStaff(t.app, 'owner')), 'GET', `/slots/${a.id}`)).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['GET', `/slots/${a.id}/alternatives?date=2026-02-30`, undefined],
      ['GET', `/slots/${a.id}/alternatives`, undefined],
      ['GET', '/slots/0', undefined],
      ['POST', `/slots/${a.id}/move`, { to: 'x', close: true }],
      ['POST', `/slots/${a.id}/move`, { to: a.id }],
      ['POST', '/orders/1/move', { from: a.id }],
    ] as const) {
      expect(await refused(await call(boxOffice, method, path, payload)), path).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
