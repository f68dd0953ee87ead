import { addDays, isoWeekday } from '@foyer/domain';
import { apiErrorSchema, officeTourListResponseSchema, officeTourResponseSchema, officeTourStaleErrorSchema, tourCalendarResponseSchema, type OfficeTourInput, type OfficeTourRecord } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAndPay, guestDetails, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { importCatalog } from '../../kinds.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { fixtureTourCategories, fixtureTours } from '../../test-support/fixture-tours.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { tourItem } from '../../test-support/tour-test-kit.js';
import { dayFromToday, slotsOn, ZURICH } from '../events/events-test-helpers.js';
import { exportTours } from './tours-catalog-export.js';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: { ...fixtureCatalogWithEvents(), tour_categories: fixtureTourCategories(), tours: fixtureTours() } });
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
});
afterAll(async () => t.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeTourRecord => officeTourResponseSchema.parse(res.json()).data.record;

/** The first date from `offset` days on that falls on `weekday` (1 Monday ... 7 Sunday). */
const nextWeekday = (offset: number, weekday: number): string => {
  let date = dayFromToday(offset).iso;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
};
const museumTime = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: ZURICH, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** A public tour in German from tomorrow for two months: Saturdays and Sundays at 11:00 and 14:00, two guides of 12. */
const weekendTour = (): OfficeTourInput => ({
  name: { de: 'Wochenendführung', en: 'Weekend tour' },
  description: { de: 'Eine Stunde durch die Sammlung.' },
  eventName: { de: 'Sammlung' },
  venue: { de: 'Hauptgebäude' },
  image: null,
  listed: true,
  sequenceNo: 3,
  language: 'de',
  categories: [1],
  durationMinutes: 60,
  minParticipants: 0,
  maxParticipants: 12,
  singleTicketing: true,
  bookCompleteTour: false,
  bookingWithoutTickets: true,
  schedule: {
    kind: 'calendar',
    horizonDays: 90,
    seasons: [{ firstDate: dayFromToday(1).iso, lastDate: dayFromToday(60).iso, hours: [{ weekdays: [6, 7], opens: '10:00', closes: '17:00' }], times: ['11:00', '14:00'] }],
    exceptions: [],
    extraSlots: [],
    tours: 2,
  },
  prices: [{ name: { de: 'Führung', en: 'Tour' }, price: 1200, vatValue: 8.1 }],
  tickets: [],
  questions: [{ type: 'radio', label: { de: 'Rollstuhl?', en: 'Wheelchair?' }, required: true, options: [{ label: { de: 'Ja' } }, { label: { de: 'Nein' } }] }],
});

const create = async (tour: OfficeTourInput = weekendTour()): Promise<OfficeTourRecord> => {
  const res = await call(editor, 'POST', '/tours', { tour });
  expect(res.statusCode, res.body).toBe(201);
  return recordOf(res);
};

/** The record's tour as a body sends it back, with changes. */
const edited = (record: OfficeTourRecord, change: (tour: OfficeTourRecord['tour']) => OfficeTourRecord['tour']) => ({ tour: change(structuredClone(record.tour)), version: record.version });

describe('the office creates a tour on a calendar', () => {
  it('answers 201 with its new ids; the shop’s tour calendar offers its start times on its weekdays with two guides’ places', async () => {
    const record = await create();
    expect(record).toMatchObject({ scheduleIsDemoRule: false, tour: { name: weekendTour().name, language: 'de', categories: [1] } });
    expect(record.tour.prices[0]?.id).toEqual(expect.any(Number));
    expect(record.tour.questions[0]?.options.map((option) => option.id)).toEqual([1, 2]);

    const saturday = nextWeekday(1, 6);
    const tuesday = nextWeekday(1, 2);
    const range = `${saturday.replaceAll('-', '')};${addDays(saturday, 3).replaceAll('-', '')}`;
    const calendar = tourCalendarResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/en/tour/calendar/tour/${record.id}/range/${range}` })).json()).data;
    expect(Object.keys(calendar[saturday] ?? {})).toEqual(['11:00', '14:00']);
    expect(calendar[addDays(saturday, 2)]).toBeUndefined();
    expect((await slotsOn(t.app.db, record.id, saturday)).map((slot) => [museumTime(slot.starts_at), museumTime(slot.ends_at), slot.capacity])).toEqual([
      ['11:00', '12:00', 24],
      ['14:00', '15:00', 24],
    ]);
    expect(await slotsOn(t.app.db, record.id, tuesday)).toEqual([]);
  });

  it('is written as the catalog’s export writes a tour, and audited with the tour after it', async () => {
    const record = await create();
    const { shop_id: shopId } = await t.app.db.selectFrom('events').select('shop_id').where('id', '=', record.id).executeTakeFirstOrThrow();
    const exported = (await exportTours(t.app.db, shopId)).tours.find((tour) => tour.id === record.id);
    expect(exported).toMatchObject({
      language: 'de',
      duration: 60,
      max_participants: 12,
      schedule: { kind: 'calendar', seasons: [{ times: ['11:00', '14:00'], hours: [{ weekdays: [6, 7] }] }], tours: 2 },
      prices: [{ name: { de: 'Führung', en: 'Tour' }, price: 1200, vat_value: 8.1 }],
    });
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `tour:${record.id}`).execute();
    expect(audit.map((entry) => [entry.action, entry.before_json, JSON.parse(entry.after_json ?? 'null')])).toEqual([['tour.create', null, record.tour]]);
  });

  it('refuses a nameless tour, a broken season and an unknown category with 422 in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'de' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const tour = weekendTour();
      const season = tour.schedule?.seasons?.[0];
      if (season === undefined) throw new Error('the tour has a season');
      season.lastDate = dayFromToday(0).iso;
      const res = await call(editor, 'POST', '/tours', { tour: { ...tour, name: { de: ' ' } } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: {
          'tour.name': ['Dieses Feld ist erforderlich.'],
          'tour.schedule.seasons.0.lastDate': ['Das Enddatum darf nicht vor dem Anfangsdatum liegen.'],
        },
      });
      const unknownCategory = await call(editor, 'POST', '/tours', { tour: { ...weekendTour(), categories: [1, 99] } });
      expect(unknownCategory.statusCode).toBe(422);
      expect(unknownCategory.json()).toMatchObject({ errors: { 'tour.categories.1': [expect.any(String)] } });
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });

  it('refuses a minimum group above the maximum (422 at the field)', async () => {
    const res = await call(editor, 'POST', '/tours', { tour: { ...weekendTour(), minParticipants: 20 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { 'tour.minParticipants': ['This value is not valid.'] } });
  });
});

describe('the office edits a tour', () => {
  it('raises a price of an imported tour and keeps its rule counted from today', async () => {
    const before = recordOf(await call(editor, 'GET', '/tours/601'));
    expect(before).toMatchObject({ id: 601, scheduleIsDemoRule: true, tour: { schedule: null, language: 'en' } });
    const slotsBefore = await t.app.db.selectFrom('timeslots').select('id').where('event_id', '=', 601).orderBy('starts_at').execute();
    const res = await call(editor, 'PUT', '/tours/601', edited(before, (tour) => ({ ...tour, prices: tour.prices.map((price) => (price.id === 6011 ? { ...price, price: 700 } : price)) })));
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.tour.prices.find((price) => price.id === 6011)?.price).toBe(700);
    expect(after.tour.questions).toEqual(before.tour.questions);
    expect(await t.app.db.selectFrom('timeslots').select('id').where('event_id', '=', 601).orderBy('starts_at').execute()).toEqual(slotsBefore);
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'tour:601').where('action', '=', 'tour.update').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual([before.tour, after.tour]);
  });

  it('tells the second of two editors of the same version, with the tour as the first left it', async () => {
    const record = await create();
    const first = await call(editor, 'PUT', `/tours/${record.id}`, edited(record, (tour) => ({ ...tour, venue: { de: 'Westflügel' } })));
    expect(first.statusCode).toBe(200);
    const second = await call(editor, 'PUT', `/tours/${record.id}`, edited(record, (tour) => ({ ...tour, venue: { de: 'Nordflügel' } })));
    expect(second.statusCode).toBe(409);
    expect(officeTourStaleErrorSchema.parse(second.json()).current).toEqual(recordOf(first));
  });

  it('counts the version up when a catalog import changes the tour, and not when it leaves it as it is', async () => {
    const catalog = { ...fixtureCatalogWithEvents(), tour_categories: fixtureTourCategories(), tours: fixtureTours() };
    const before = recordOf(await call(editor, 'GET', '/tours/602'));
    await importCatalog(t.app.db, catalog, { clock: { timeZone: ZURICH } });
    expect(recordOf(await call(editor, 'GET', '/tours/602')).version).toBe(before.version);
    const longer = { ...catalog, tours: (catalog.tours ?? []).map((tour) => (tour.id === 602 ? { ...tour, duration: 120 } : tour)) };
    await importCatalog(t.app.db, longer, { clock: { timeZone: ZURICH } });
    const stale = await call(editor, 'PUT', '/tours/602', { tour: before.tour, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(officeTourStaleErrorSchema.parse(stale.json()).current.tour.durationMinutes).toBe(120);
    await importCatalog(t.app.db, catalog, { clock: { timeZone: ZURICH } });
  });

  it('refuses a price or question id of another tour', async () => {
    const record = await create();
    for (const [change, field] of [
      [(tour: OfficeTourRecord['tour']) => ({ ...tour, prices: [{ ...tour.prices[0], id: 6011, name: { de: 'X' }, price: 1, vatValue: 8.1, sequenceNo: 0 }] }), 'tour.prices.0.id'],
      [(tour: OfficeTourRecord['tour']) => ({ ...tour, questions: tour.questions.map((question) => ({ ...question, id: 1 })) }), 'tour.questions.0.id'],
    ] as const) {
      const res = await call(editor, 'PUT', `/tours/${record.id}`, edited(record, change));
      expect([res.statusCode, res.json()]).toMatchObject([422, { errors: { [field]: ['This value is not valid.'] } }]);
    }
    expect((await t.app.db.selectFrom('tour_prices').select('tour_id').where('id', '=', 6011).executeTakeFirstOrThrow()).tour_id).toBe(601);
  });

  it('unlists a tour: the shop no longer offers it, the office still has it', async () => {
    const record = await create();
    const res = await call(editor, 'PUT', `/tours/${record.id}`, edited(record, (tour) => ({ ...tour, listed: false })));
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/en/tour/lifetime/tour/${record.id}` })).statusCode).toBe(404);
    const office = officeTourListResponseSchema.parse((await call(editor, 'GET', '/tours')).json()).data;
    expect(office.tours.find((tour) => tour.id === record.id)).toMatchObject({ listed: false, language: 'de', version: recordOf(res).version });
    expect(office.categories.map((category) => category.id)).toEqual([1, 2]);
  });

  it('answers 404 OFFICE_TOUR_NOT_FOUND for a tour that does not exist, and for an event’s id', async () => {
    for (const path of ['/tours/999999', '/tours/501']) {
      const res = await call(editor, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'OFFICE_TOUR_NOT_FOUND', message: 'This tour does not exist.' });
    }
  });
});

describe('tour times that already have buyers', () => {
  it('asks before closing a Saturday with buyers; confirmed, mails the buyer in French and lists the order for the box office', async () => {
    const record = await create();
    const price = record.tour.prices[0];
    const question = record.tour.questions[0];
    const [slot] = await slotsOn(t.app.db, record.id, nextWeekday(1, 6));
    if (price?.id === undefined || question?.id === undefined || slot === undefined) throw new Error('the tour has a price, a question and Saturday times');
    const email = `tour-buyer-${record.id}@example.org`;
    const token = await registerGuest(t.app, 'fr', { ...guestDetails, email });
    await buyAndPay(t.app, token, [tourItem(record.id, slot.starts_at, { prices: [{ id: price.id, count: 2 }], answers: [{ qId: question.id, type: 'radio', value: 1 }] })], 'fr');

    const sundaysOnly = edited(record, (tour) => {
      const season = tour.schedule?.seasons[0];
      if (tour.schedule === null || season === undefined) throw new Error('the tour has a season');
      return { ...tour, schedule: { ...tour.schedule, seasons: [{ ...season, hours: [{ ...season.hours[0], weekdays: [7], opens: '10:00', closes: '17:00' }] }] } };
    });
    const refused = await call(editor, 'PUT', `/tours/${record.id}`, sundaysOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OFFICE_SLOTS_HAVE_BUYERS', slots: [{ startsAt: slot.starts_at, sold: 2, capacity: 0, change: 'closed' }] });

    const confirmed = await call(editor, 'PUT', `/tours/${record.id}`, { ...sundaysOnly, closeSlotsWithBuyers: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await t.app.db.selectFrom('slot_changes').select(['timeslot_id', 'change', 'places']).where('event_id', '=', record.id).execute()).toEqual([{ timeslot_id: slot.id, change: 'closed', places: 2 }]);
    const mail = await t.app.db.selectFrom('outbox').select('text_body').where('to_address', '=', email).where('subject', 'like', 'Un changement%').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Wochenendführung, le ');
  });
});

describe('who may work on tours', () => {
  it('refuses box office, door and accountant (403) and a signed-out caller (401)', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path] of [
        ['GET', '/tours'],
        ['GET', '/tours/601'],
        ['POST', '/tours'],
        ['PUT', '/tours/601'],
      ] as const) {
        const res = await call(member, method, path, method === 'GET' ? undefined : { tour: weekendTour(), version: 0 });
        expect([role, method, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, method, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/tours')).statusCode).toBe(401);
  });

  it('keeps an editor limited to some tours to those: the list, the reads and the writes; they cannot add one', async () => {
    const scoped = await signIn(t.app, await addStaff(t.app, 'editor', { scope: { events: null, tours: ['602'] } }));
    const list = officeTourListResponseSchema.parse((await call(scoped, 'GET', '/tours')).json()).data.tours;
    expect(list.map((tour) => tour.id)).toEqual([602]);
    expect((await call(scoped, 'GET', '/tours/602')).statusCode).toBe(200);
    expect((await call(scoped, 'GET', '/tours/601')).statusCode).toBe(403);
    const record = recordOf(await call(editor, 'GET', '/tours/601'));
    expect((await call(scoped, 'PUT', '/tours/601', { tour: record.tour, version: record.version })).statusCode).toBe(403);
    expect((await call(scoped, 'POST', '/tours', { tour: weekendTour() })).statusCode).toBe(403);
  });

  it('lets an owner create and read a tour', async () => {
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    const res = await call(owner, 'POST', '/tours', { tour: weekendTour() });
    expect(res.statusCode).toBe(201);
    expect((await call(owner, 'GET', `/tours/${recordOf(res).id}`)).statusCode).toBe(200);
  });
});
