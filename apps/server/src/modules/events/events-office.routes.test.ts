import { addDays, isoWeekday } from '@foyer/domain';
import {
  apiErrorSchema,
  eventSelectResponseSchema,
  officeEventListResponseSchema,
  officeEventResponseSchema,
  officeEventStaleErrorSchema,
  slotChangesResponseSchema,
  ticketCollectResponseSchema,
  type OfficeEventInput,
  type OfficeEventRecord,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { importCatalog } from '../../kinds.js';
import { CATALOG_TTL_MS } from '../../kernel/catalog-scoped-cache.js';
import { adults, buyAndPay, futureSlot, guestDetails, initBody, initPayment, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { fixtureTourCategories, fixtureTours } from '../../test-support/fixture-tours.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { dayFromToday, slotsOn, ZURICH } from './events-test-helpers.js';

let t: TestApp;
/** A second server instance on the same database, as behind a load balancer. */
let second: FastifyInstance;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ catalog: { ...fixtureCatalogWithEvents(), tour_categories: fixtureTourCategories(), tours: fixtureTours() } });
  second = await buildApp(t.config);
  editor = await signIn(t.app, await addStaff(t.app, 'editor'));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, app = t.app) =>
  officeCall(app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const recordOf = (res: { json(): unknown }): OfficeEventRecord => officeEventResponseSchema.parse(res.json()).data.record;

/** The first date from `offset` days on that falls on `weekday` (1 Monday ... 7 Sunday). */
const nextWeekday = (offset: number, weekday: number): string => {
  let date = dayFromToday(offset).iso;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
};

/** An exhibition from tomorrow for two months: closed on Mondays, open late on Thursdays, one extra evening slot. */
const exhibition = (): OfficeEventInput => ({
  name: { de: 'Gletscher im Wandel', fr: 'Glaciers en mutation', it: 'Ghiacciai in trasformazione' },
  description: { de: 'Eine Ausstellung über das Eis.', fr: 'Une exposition sur la glace.' },
  venue: { de: 'Ostflügel' },
  image: null,
  listed: true,
  sequenceNo: 5,
  schedule: {
    kind: 'calendar',
    horizonDays: 90,
    seasons: [
      {
        firstDate: dayFromToday(1).iso,
        lastDate: dayFromToday(60).iso,
        hours: [
          { weekdays: [2, 3, 5, 6, 7], opens: '10:00', closes: '12:00' },
          { weekdays: [4], opens: '10:00', closes: '20:00' },
        ],
        slots: { kind: 'timeslots', slotMinutes: 60 },
        capacity: 25,
      },
    ],
    exceptions: [],
    extraSlots: [{ date: nextWeekday(8, 1), time: '18:00', durationMinutes: 90, capacity: 40 }],
  },
  tickets: [
    { name: { de: 'Erwachsene', fr: 'Adultes', it: 'Adulti' }, price: 2000, vatValue: 8.1 },
    { name: { de: 'Familie', fr: 'Famille' }, price: 4500, vatValue: 8.1, family: true, subtickets: [{ name: { de: 'Kinder' }, price: 0, vatValue: 8.1, minQuantity: 1, maxQuantity: 3 }] },
  ],
});

const create = async (event: OfficeEventInput = exhibition()): Promise<OfficeEventRecord> => {
  const res = await call(editor, 'POST', '/events', { event });
  expect(res.statusCode, res.body).toBe(201);
  return recordOf(res);
};

/** The record's event as a body sends it back, with changes. */
const edited = (record: OfficeEventRecord, change: (event: OfficeEventRecord['event']) => OfficeEventRecord['event']) => ({ event: change(structuredClone(record.event)), version: record.version });

describe('the office creates an event on a calendar', () => {
  it('answers 201 with the event, its new ids and version; the shop lists it and offers the calendar’s slots', async () => {
    const record = await create();
    expect(record).toMatchObject({ scheduleIsDemoRule: false, event: { name: exhibition().name, listed: true } });
    expect(record.event.tickets.map((ticket) => ticket.id)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(record.event.tickets[1]?.subtickets[0]?.id).toEqual(expect.any(Number));

    const list = eventSelectResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/fr/event/select' })).json()).data;
    expect(list.find((event) => event.id === record.id)).toMatchObject({ name: 'Glaciers en mutation', price_from: 2000 });

    const monday = nextWeekday(8, 1);
    const thursday = nextWeekday(2, 4);
    expect((await slotsOn(t.app.db, record.id, nextWeekday(2, 2))).map((slot) => slot.capacity)).toEqual([25, 25]);
    expect(await slotsOn(t.app.db, record.id, thursday)).toHaveLength(10);
    expect((await slotsOn(t.app.db, record.id, monday)).map((slot) => [slot.capacity, slot.starts_at.slice(11, 16)])).toEqual([[40, expect.stringMatching(/^1[67]:00$/)]]);
    expect(await slotsOn(t.app.db, record.id, nextWeekday(15, 1))).toEqual([]);
  });

  it('keeps each step in the audit log with the event after it', async () => {
    const record = await create();
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `event:${record.id}`).execute();
    expect(audit.map((entry) => [entry.action, entry.before_json, JSON.parse(entry.after_json ?? 'null')])).toEqual([['event.create', null, record.event]]);
  });

  it('refuses a nameless event and a broken calendar with 422 and the field messages in the editor’s language', async () => {
    await t.app.db.updateTable('staff').set({ language: 'de' }).where('id', '=', editor.session.staff.id).execute();
    try {
      const event = exhibition();
      const season = event.schedule?.seasons?.[0];
      if (season === undefined) throw new Error('the exhibition has a season');
      season.lastDate = dayFromToday(0).iso;
      const res = await call(editor, 'POST', '/events', { event: { ...event, name: { de: ' ' } } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'event.name': ['Dieses Feld ist erforderlich.'], 'event.schedule.seasons.0.lastDate': ['Das Enddatum darf nicht vor dem Anfangsdatum liegen.'] },
      });
    } finally {
      await t.app.db.updateTable('staff').set({ language: 'en' }).where('id', '=', editor.session.staff.id).execute();
    }
  });
});

describe('two editors create events at the same instant, on two instances', () => {
  it('makes two events: neither overwrites the other', async () => {
    for (let round = 0; round < 5; round++) {
      const names = [0, 1].map((i) => `Race ${round}.${i}`);
      const answers = await Promise.all([t.app, second].map((app, i) => call(editor, 'POST', '/events', { event: { ...exhibition(), name: { de: names[i] } } }, app)));
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
      const ids = answers.map((res) => recordOf(res).id);
      const stored = await t.app.db.selectFrom('events').select('name').where('id', 'in', ids).orderBy('id').execute();
      expect(stored.map((row) => (JSON.parse(row.name) as { de: string }).de).sort()).toEqual(names);
    }
  });
});

describe('the office edits an event', () => {
  it('raises a price: the shop shows it at once, and a basket still at the old price meets PRICE_CHANGED', async () => {
    const before = recordOf(await call(editor, 'GET', '/events/501'));
    expect(before).toMatchObject({ id: 501, scheduleIsDemoRule: true, event: { schedule: null } });
    const slot = await futureSlot(t.app, 2);
    const token = await registerGuest(t.app);
    const res = await call(
      editor,
      'PUT',
      '/events/501',
      edited(before, (event) => ({ ...event, tickets: event.tickets.map((ticket) => (ticket.id === 5011 ? { ...ticket, price: 2200 } : ticket)) })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.event.tickets.find((ticket) => ticket.id === 5011)?.price).toBe(2200);
    // The demo's rule stays: the same slots, still bookable.
    expect((await futureSlot(t.app, 2)).id).toBe(slot.id);

    const collect = await t.app.inject({ method: 'GET', url: `/api/en/ticket/collect/event/501/date/${slot.datetime.slice(0, 10).replaceAll('-', '')}` });
    expect(ticketCollectResponseSchema.parse(collect.json()).data.tickets.find((ticket) => ticket.id === 5011)?.price).toBe(2200);
    const stale = await initPayment(t.app, token, initBody([adults(slot.datetime, 1, { totalPrice: 1800 })]));
    expect(stale.statusCode).toBe(422);
    expect(apiErrorSchema.parse(stale.json()).code).toBe('PRICE_CHANGED');

    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', 'event:501').where('action', '=', 'event.update').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json ?? 'null'), JSON.parse(audit.after_json ?? 'null')]).toEqual([before.event, after.event]);
  });

  it('shows an edit on its own instance at once and on another within the read cache’s lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const record = await create();
      const frenchName = async (app: FastifyInstance) =>
        eventSelectResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/fr/event/select' })).json()).data.find((event) => event.id === record.id)?.name;
      // Whatever the other instance kept before the event existed has run out.
      vi.setSystemTime(Date.now() + CATALOG_TTL_MS + 1);
      expect(await frenchName(second)).toBe('Glaciers en mutation');
      const res = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, name: { ...event.name, fr: 'Glaciers qui changent' } })));
      expect(res.statusCode).toBe(200);
      expect(await frenchName(t.app)).toBe('Glaciers qui changent');
      expect(await frenchName(second)).toBe('Glaciers en mutation');
      vi.setSystemTime(Date.now() + CATALOG_TTL_MS + 1);
      expect(await frenchName(second)).toBe('Glaciers qui changent');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the second of two editors of the same version, with the event as the first left it', async () => {
    const record = await create();
    const first = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, venue: { de: 'Westflügel' } })));
    expect(first.statusCode).toBe(200);
    const second409 = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, venue: { de: 'Nordflügel' } })));
    expect(second409.statusCode).toBe(409);
    const stale = officeEventStaleErrorSchema.parse(second409.json());
    expect(stale.current).toEqual(recordOf(first));
    expect(stale.message).toBe('Someone else has changed this in the meantime. Please check the current version and try again.');
  });

  it('counts the version up when a catalog import changes the event, and not when it leaves it as it is', async () => {
    const catalog = { ...fixtureCatalogWithEvents(), tour_categories: fixtureTourCategories(), tours: fixtureTours() };
    const before = recordOf(await call(editor, 'GET', '/events/502'));
    await importCatalog(t.app.db, catalog, { clock: { timeZone: ZURICH } });
    expect(recordOf(await call(editor, 'GET', '/events/502')).version).toBe(before.version);
    const dearer = { ...catalog, events: (catalog.events ?? []).map((event) => (event.id === 502 ? { ...event, tickets: event.tickets.map((ticket) => ({ ...ticket, price: 1600 })) } : event)) };
    await importCatalog(t.app.db, dearer, { clock: { timeZone: ZURICH } });
    const stale = await call(editor, 'PUT', '/events/502', { event: before.event, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(officeEventStaleErrorSchema.parse(stale.json()).current.event.tickets[0]?.price).toBe(1600);
    await importCatalog(t.app.db, catalog, { clock: { timeZone: ZURICH } });
  });

  it('lets exactly one of many simultaneous edits of one version through, across two instances', async () => {
    const record = await create();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, sequenceNo: i })), i % 2 === 0 ? t.app : second)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('removes a ticket, adds one, and refuses an id of another event’s ticket', async () => {
    const record = await create();
    const [adultTicket] = record.event.tickets;
    if (adultTicket === undefined) throw new Error('the exhibition has tickets');
    const res = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, tickets: [adultTicket, { ...adultTicket, id: undefined, name: { de: 'Studierende' }, price: 1200 }] })));
    expect(res.statusCode, res.body).toBe(200);
    const after = recordOf(res);
    expect(after.event.tickets.map((ticket) => [ticket.name, ticket.price])).toEqual([
      [adultTicket.name, 2000],
      [{ de: 'Studierende' }, 1200],
    ]);

    const hijack = await call(editor, 'PUT', `/events/${record.id}`, edited(after, (event) => ({ ...event, tickets: [{ ...adultTicket, id: 5011 }] })));
    expect(hijack.statusCode).toBe(422);
    expect(hijack.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'event.tickets.0.id': ['This value is not valid.'] } });
    expect((await t.app.db.selectFrom('event_tickets').select('event_id').where('id', '=', 5011).executeTakeFirstOrThrow()).event_id).toBe(501);
  });

  it('unlists an event: the shop no longer offers it, the office still has it', async () => {
    const record = await create();
    const res = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, listed: false })));
    expect(res.statusCode).toBe(200);
    const list = eventSelectResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/de/event/select' })).json()).data;
    expect(list.map((event) => event.id)).not.toContain(record.id);
    const office = officeEventListResponseSchema.parse((await call(editor, 'GET', '/events')).json()).data.events;
    expect(office.find((event) => event.id === record.id)).toMatchObject({ listed: false, version: recordOf(res).version });
  });

  it('answers 404 OFFICE_EVENT_NOT_FOUND for an event that does not exist, and for a tour’s id', async () => {
    for (const path of ['/events/999999', '/events/601']) {
      const res = await call(editor, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'OFFICE_EVENT_NOT_FOUND', message: 'This event does not exist.' });
    }
  });
});

describe('times that already have buyers', () => {
  /** An exhibition with two places sold by a French guest on its first Tuesday's first time. */
  const withBuyers = async () => {
    const record = await create();
    const ticket = record.event.tickets[0];
    const [slot] = await slotsOn(t.app.db, record.id, nextWeekday(2, 2));
    if (ticket?.id === undefined || slot === undefined) throw new Error('the exhibition has a ticket and Tuesday times');
    const email = `buyer-${record.id}@example.org`;
    const token = await registerGuest(t.app, 'fr', { ...guestDetails, email });
    await buyAndPay(t.app, token, [{ type: 'ticket', id: ticket.id, count: 2, datetime: slot.starts_at, subtickets: [] }], 'fr');
    return { record, slot, email };
  };
  const withoutTuesdays = (record: OfficeEventRecord) =>
    edited(record, (event) => {
      const season = event.schedule?.seasons[0];
      if (event.schedule === null || season === undefined) throw new Error('the exhibition has a season');
      const hours = season.hours.map((range) => ({ ...range, weekdays: range.weekdays.filter((day) => day !== 2) }));
      return { ...event, schedule: { ...event.schedule, seasons: [{ ...season, hours }] } };
    });

  it('asks before closing a time with buyers, changing nothing; confirmed, mails the buyer in French and lists the order for the box office', async () => {
    const { record, slot, email } = await withBuyers();
    const refused = await call(editor, 'PUT', `/events/${record.id}`, withoutTuesdays(record));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'OFFICE_SLOTS_HAVE_BUYERS',
      message: 'This change closes or shrinks times for which tickets have already been sold. Please confirm it explicitly: the buyers will then be told by e-mail, and the box office will offer them another time or a refund.',
      slots: [{ startsAt: slot.starts_at, sold: 2, capacity: 0, change: 'closed' }],
    });
    expect(recordOf(await call(editor, 'GET', `/events/${record.id}`)).version).toBe(record.version);
    expect(await t.app.db.selectFrom('outbox').select('id').where('to_address', '=', email).where('subject', 'like', 'Un changement%').execute()).toEqual([]);

    const confirmed = await call(editor, 'PUT', `/events/${record.id}`, { ...withoutTuesdays(record), closeSlotsWithBuyers: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const changes = await t.app.db.selectFrom('slot_changes').selectAll().where('event_id', '=', record.id).execute();
    expect(changes).toMatchObject([{ timeslot_id: slot.id, change: 'closed', places: 2, starts_at: slot.starts_at, staff_id: editor.session.staff.id, resolved_at: null }]);
    // Closed for sale, the buyers' places kept until the box office rebooks or refunds them.
    expect(await t.app.db.selectFrom('timeslots').select(['capacity', 'sold']).where('id', '=', slot.id).executeTakeFirstOrThrow()).toEqual({ capacity: 2, sold: 2 });
    const mail = await t.app.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', email).where('subject', 'like', 'Un changement%').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Un changement concernant votre visite au Testmuseum');
    expect(mail.text_body).toContain('Bonjour Madame Lovelace,');
    expect(mail.text_body).toContain(`Votre réservation ${changes[0]?.order_id} est concernée\u00a0:`);
    expect(mail.text_body).toContain('Glaciers en mutation, le ');
    const audit = await t.app.db.selectFrom('office_audit').select('after_json').where('target', '=', `event:${record.id}`).where('action', '=', 'event.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ slotsWithBuyers: [{ startsAt: slot.starts_at, sold: 2, change: 'closed' }] });
  });

  it('lists the orders of a closed time for the box office until one of them marks it settled', async () => {
    const { record, slot, email } = await withBuyers();
    expect((await call(editor, 'PUT', `/events/${record.id}`, { ...withoutTuesdays(record), closeSlotsWithBuyers: true })).statusCode).toBe(200);
    const boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
    const list = await call(boxOffice, 'GET', '/slot-changes');
    expect(list.statusCode).toBe(200);
    const change = slotChangesResponseSchema.parse(list.json()).data.changes.find((entry) => entry.eventId === record.id);
    expect(change).toMatchObject({ eventName: 'Gletscher im Wandel', startsAt: slot.starts_at, places: 2, change: 'closed', buyer: { name: 'Ada Lovelace', email } });
    for (const role of ['editor', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      expect([role, (await call(member, 'GET', '/slot-changes')).statusCode]).toEqual([role, 403]);
    }
    expect((await call(boxOffice, 'POST', `/slot-changes/${change?.id}/settle`)).statusCode).toBe(204);
    expect(slotChangesResponseSchema.parse((await call(boxOffice, 'GET', '/slot-changes')).json()).data.changes.map((entry) => entry.id)).not.toContain(change?.id);
    const again = await call(boxOffice, 'POST', `/slot-changes/${change?.id}/settle`);
    expect([again.statusCode, apiErrorSchema.parse(again.json()).code]).toEqual([404, 'NOT_FOUND']);
    const audit = await t.app.db.selectFrom('office_audit').select(['action', 'staff_id']).where('target', '=', `slot-change:${change?.id}`).execute();
    expect(audit).toEqual([{ action: 'slot-change.settle', staff_id: boxOffice.session.staff.id }]);
  });

  it('asks too when a time would have fewer places than are sold, and keeps what is sold', async () => {
    const { record, slot } = await withBuyers();
    const fewer = edited(record, (event) => {
      const season = event.schedule?.seasons[0];
      if (event.schedule === null || season === undefined) throw new Error('the exhibition has a season');
      return { ...event, schedule: { ...event.schedule, seasons: [{ ...season, capacity: 1 }] } };
    });
    const refused = await call(editor, 'PUT', `/events/${record.id}`, fewer);
    expect(refused.json()).toMatchObject({ code: 'OFFICE_SLOTS_HAVE_BUYERS', slots: [{ startsAt: slot.starts_at, sold: 2, capacity: 1, change: 'shrunk' }] });
    expect((await call(editor, 'PUT', `/events/${record.id}`, { ...fewer, closeSlotsWithBuyers: true })).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('timeslots').select(['capacity', 'sold']).where('id', '=', slot.id).executeTakeFirstOrThrow()).toEqual({ capacity: 2, sold: 2 });
    expect(await t.app.db.selectFrom('slot_changes').select(['change', 'places']).where('event_id', '=', record.id).execute()).toEqual([{ change: 'shrunk', places: 2 }]);
  });

  it('lets an edit through without asking when no time with buyers loses its places', async () => {
    const { record } = await withBuyers();
    const res = await call(editor, 'PUT', `/events/${record.id}`, edited(record, (event) => ({ ...event, venue: { de: 'Westflügel' } })));
    expect(res.statusCode).toBe(200);
  });
});

describe('who may work on events', () => {
  it('refuses box office, door and accountant (403), a signed-out caller (401) and a write without the CSRF token (403)', async () => {
    for (const role of ['box-office', 'door', 'accountant'] as const) {
      const member = await signIn(t.app, await addStaff(t.app, role));
      for (const [method, path] of [
        ['GET', '/events'],
        ['GET', '/events/501'],
        ['POST', '/events'],
      ] as const) {
        const res = await call(member, method, path, method === 'POST' ? { event: exhibition() } : undefined);
        expect([role, path, res.statusCode, apiErrorSchema.parse(res.json()).code]).toEqual([role, path, 403, 'OFFICE_FORBIDDEN']);
      }
    }
    expect((await officeCall(t.app, 'GET', '/events')).statusCode).toBe(401);
    const noCsrf = await officeCall(t.app, 'POST', '/events', { cookie: editor.cookie, payload: { event: exhibition() } });
    expect([noCsrf.statusCode, apiErrorSchema.parse(noCsrf.json()).code]).toEqual([403, 'OFFICE_CSRF_INVALID']);
  });

  it('keeps an editor limited to some events to those: the list, the reads and the writes; they cannot add one', async () => {
    const scoped = await signIn(t.app, await addStaff(t.app, 'editor', { scope: { events: ['502'], tours: null } }));
    const list = officeEventListResponseSchema.parse((await call(scoped, 'GET', '/events')).json()).data.events;
    expect(list.map((event) => event.id)).toEqual([502]);
    expect((await call(scoped, 'GET', '/events/502')).statusCode).toBe(200);
    expect((await call(scoped, 'GET', '/events/501')).statusCode).toBe(403);
    const record = recordOf(await call(editor, 'GET', '/events/501'));
    expect((await call(scoped, 'PUT', '/events/501', { event: record.event, version: record.version })).statusCode).toBe(403);
    expect((await call(scoped, 'POST', '/events', { event: exhibition() })).statusCode).toBe(403);
  });

  it('lets an owner do everything an editor can', async () => {
    const owner = await signIn(t.app, await addStaff(t.app, 'owner'));
    const res = await call(owner, 'POST', '/events', { event: exhibition() });
    expect(res.statusCode).toBe(201);
    expect((await call(owner, 'GET', `/events/${recordOf(res).id}`)).statusCode).toBe(200);
  });
});

describe('the museum time of a calendar', () => {
  it('cuts a Thursday’s late hours in museum time', async () => {
    const record = await create();
    const thursday = nextWeekday(2, 4);
    const starts = (await slotsOn(t.app.db, record.id, thursday)).map((slot) => new Intl.DateTimeFormat('en-GB', { timeZone: ZURICH, hour: '2-digit', minute: '2-digit' }).format(new Date(slot.starts_at)));
    expect(starts).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00']);
  });
});
