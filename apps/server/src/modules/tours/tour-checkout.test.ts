import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { mandatoryAnswers, tourItem, tourSlot, twoOnTour601 } from '../../test-support/tour-test-kit.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithTours() });
  token = await registerGuest(t.app);
});
afterAll(async () => t.close());

/** Tour order lines, newest first. */
const orderLines = () => t.app.db.selectFrom('order_lines').selectAll().where('type', '=', 'guidedTour').orderBy('id', 'desc').execute();

/** Sends one tour item; a refusal must leave the slot's counters untouched. */
const refused = async (item: Record<string, unknown>, slotId: number, lang = 'en') => {
  const before = await slotCounters(t.app, slotId);
  const res = await initPayment(t.app, token, initBody([item]), lang);
  expect(await slotCounters(t.app, slotId)).toEqual(before);
  return { status: res.statusCode, body: res.json() };
};

describe('initPayment with guidedTour lines', () => {
  it('prices a single-ticketing booking from the catalog, holds a place per participant and stores answers', async () => {
    const slot = await tourSlot(t.app, 601, 0);
    const res = await initPayment(t.app, token, initBody([twoOnTour601(slot.datetime, { totalPrice: 4900 })]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 2, sold: 0 });
    const [line] = await orderLines();
    expect(line).toMatchObject({ count: 2, total_cents: 4900, name: 'Collection highlights', title: 'Permanent collection' });
    expect(JSON.parse(line?.parts ?? '[]')).toEqual([
      { name: 'Tour', count: 2, unitPriceCents: 500, vatBp: 810 },
      { name: 'Admission, adults', count: 2, unitPriceCents: 1800, vatBp: 810 },
      { name: 'Audio guide', count: 1, unitPriceCents: 300, vatBp: 810 },
    ]);
    expect(JSON.parse(line?.details ?? 'null')).toEqual({
      tourId: 601,
      timeslotId: slot.id,
      participants: 2,
      answers: [
        { qId: 1, type: 'radio', question: 'Wheelchair?', value: 2, answer: 'No' },
        { qId: 4, type: 'text', question: 'Group name', value: 'Lovelace', answer: 'Lovelace' },
      ],
    });
  });

  it('holds whole tours for a group tour and counts the line once', async () => {
    const slot = await tourSlot(t.app, 602, 0);
    const item = tourItem(602, slot.datetime, { prices: [{ id: 6021, count: 1 }], tickets: [{ id: 6022, count: 9 }, { id: 6023, count: 3 }] });
    const res = await initPayment(t.app, token, initBody([item]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ held: 20 });
    expect((await orderLines())[0]).toMatchObject({ count: 1, total_cents: 18000 + 9 * 1800 + 3 * 1000 });
    expect(JSON.parse((await orderLines())[0]?.details ?? 'null')).toEqual({ tourId: 602, timeslotId: slot.id, participants: 12, answers: [] });
  });

  it('lets a single-ticketing tour that may be booked completely take every remaining place, without tickets', async () => {
    const slot = await tourSlot(t.app, 603, 0);
    const res = await initPayment(t.app, token, initBody([tourItem(603, slot.datetime, { prices: [{ id: 6031, count: 9 }] })]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ capacity: 12, held: 9 });
  });
});

describe('the server re-checks every tour rule (422, nothing held)', () => {
  it('needs a date and time, an open future slot and a known tour', async () => {
    const slot = await tourSlot(t.app, 601, 1);
    expect((await refused(twoOnTour601(slot.datetime, { datetime: undefined }), slot.id)).body.code).toBe('DATE_AND_TIME_REQUIRED');
    const empty = await refused(twoOnTour601(slot.datetime, { datetime: '' }), slot.id, 'fr');
    expect(empty).toMatchObject({ status: 422, body: { code: 'DATE_AND_TIME_REQUIRED', message: 'Veuillez choisir une date et un horaire.' } });
    const otherTime = new Date(Date.parse(slot.datetime) + 3_600_000).toISOString();
    expect((await refused(twoOnTour601(otherTime), slot.id)).body.code).toBe('TIMESLOT_NOT_FOUND');
    expect(await refused({ ...twoOnTour601(slot.datetime), tourId: 999 }, slot.id)).toMatchObject({ status: 422, body: { code: 'TOUR_NOT_FOUND' } });
    const past = await t.app.db.selectFrom('timeslots').select('starts_at').where('event_id', '=', 601).orderBy('starts_at').executeTakeFirstOrThrow();
    expect((await initPayment(t.app, token, initBody([twoOnTour601(past.starts_at)]))).json().code).toBe('EVENT_EXPIRED');
  });

  it('refuses prices, tickets and add-ons of another tour or ticket, and ids named twice', async () => {
    const slot = await tourSlot(t.app, 601, 1);
    expect((await refused(twoOnTour601(slot.datetime, { prices: [{ id: 6021, count: 2 }] }), slot.id)).body.code).toBe('UNKNOWN_TICKET');
    const foreignAddOn = { tickets: [{ id: 6014, count: 2, subtickets: [{ id: 60131, count: 1 }] }] };
    expect((await refused(twoOnTour601(slot.datetime, foreignAddOn), slot.id)).body.code).toBe('UNKNOWN_TICKET');
    const twice = { prices: [{ id: 6011, count: 1 }, { id: 6011, count: 1 }] };
    expect((await refused(twoOnTour601(slot.datetime, twice), slot.id)).body.code).toBe('QUANTITY_LIMIT');
    const tooManyAddOns = { tickets: [{ id: 6013, count: 2, subtickets: [{ id: 60131, count: 3 }] }] };
    expect((await refused(twoOnTour601(slot.datetime, tooManyAddOns), slot.id)).body.code).toBe('QUANTITY_LIMIT');
    expect((await refused(twoOnTour601(slot.datetime, { prices: 'many' }), slot.id)).status).toBe(400);
  });

  it('enforces the quantity rules of each mode with the numbers in the message', async () => {
    const single = await tourSlot(t.app, 601, 1);
    expect((await refused(twoOnTour601(single.datetime, { prices: [] }), single.id)).body.code).toBe('TOUR_SELECTION_REQUIRED');
    const fewer = await refused(twoOnTour601(single.datetime, { tickets: [{ id: 6013, count: 1 }] }), single.id);
    const more = await refused(twoOnTour601(single.datetime, { tickets: [{ id: 6013, count: 3 }] }), single.id);
    expect(fewer.body).toMatchObject({ code: 'TICKETS_MUST_EQUAL_PARTICIPANTS', params: { participants: 2 } });
    expect(more.body.message).toBe(fewer.body.message);
    const group = await tourSlot(t.app, 602, 1);
    const groupOf = (tours: number, tickets: number) => tourItem(602, group.datetime, { prices: [{ id: 6021, count: tours }], tickets: [{ id: 6022, count: tickets }] });
    expect((await refused(groupOf(1, 21), group.id)).body).toMatchObject({ code: 'TOO_MANY_PARTICIPANTS', params: { maximum: 20 } });
    expect((await refused(groupOf(1, 5), group.id, 'fr')).body).toMatchObject({
      code: 'UNDERBOOKED',
      params: { minimum: 8 },
      message: 'Cette visite nécessite au moins 8 participants.',
    });
    expect((await refused(groupOf(3, 50), group.id)).body).toMatchObject({ code: 'TOURS_OVERBOOKED', params: { requested: 3, available: 2 } });
    expect((await initPayment(t.app, token, initBody([groupOf(2, 35)]))).statusCode).toBe(200);
  });

  it('caps tour and ticket counts at the per-line maximum of 50 even where capacity allows more', async () => {
    const complete = await tourSlot(t.app, 603, 1);
    await t.app.db.updateTable('timeslots').set({ capacity: 80 }).where('id', '=', complete.id).execute();
    const places = (count: number) => tourItem(603, complete.datetime, { prices: [{ id: 6031, count }] });
    expect((await refused(places(51), complete.id)).body).toMatchObject({ code: 'TOO_MANY_PARTICIPANTS', params: { maximum: 50 } });
    expect((await initPayment(t.app, token, initBody([places(50)]))).statusCode).toBe(200);
    const group = await tourSlot(t.app, 602, 2);
    await t.app.db.updateTable('timeslots').set({ capacity: 60 }).where('id', '=', group.id).execute();
    const threeTours = (tickets: number) => tourItem(602, group.datetime, { prices: [{ id: 6021, count: 3 }], tickets: [{ id: 6022, count: tickets }] });
    expect((await refused(threeTours(51), group.id)).body).toMatchObject({ code: 'TOO_MANY_PARTICIPANTS', params: { maximum: 50 } });
    expect((await initPayment(t.app, token, initBody([threeTours(50)]))).statusCode).toBe(200);
  });

  it('never books more than available: overbooking with the numbers, then sold out', async () => {
    const slot = await tourSlot(t.app, 601, 2);
    await t.app.db.updateTable('timeslots').set({ sold: 8 }).where('id', '=', slot.id).execute();
    const three = twoOnTour601(slot.datetime, { prices: [{ id: 6011, count: 3 }], tickets: [{ id: 6013, count: 3 }] });
    expect((await refused(three, slot.id)).body).toMatchObject({ code: 'OVERBOOKED', params: { requested: 3, available: 2 } });
    await t.app.db.updateTable('timeslots').set({ sold: 10 }).where('id', '=', slot.id).execute();
    expect((await refused(twoOnTour601(slot.datetime), slot.id)).body.code).toBe('SOLD_OUT');
  });

  it('needs every mandatory answer and valid answers, naming the questions', async () => {
    const slot = await tourSlot(t.app, 601, 1);
    const missing = await refused(twoOnTour601(slot.datetime, { answers: [mandatoryAnswers[0]] }), slot.id, 'de');
    expect(missing.body).toMatchObject({ code: 'ANSWERS_REQUIRED', message: 'Bitte beantworten Sie alle Pflichtfragen.', errors: { 'answers.4': ['Dieses Feld ist erforderlich.'] } });
    const invalid = await refused(twoOnTour601(slot.datetime, { answers: [...mandatoryAnswers, { qId: 6, type: 'number', value: 130 }] }), slot.id);
    expect(invalid.body).toMatchObject({ code: 'ANSWER_INVALID', errors: { 'answers.6': [expect.any(String)] } });
    expect((await refused(twoOnTour601(slot.datetime, { totalPrice: 100 }), slot.id)).body).toMatchObject({ code: 'PRICE_CHANGED', params: { line: 1 } });
  });
});
