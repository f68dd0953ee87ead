import { museumDate } from '@foyer/domain';
import {
  apiErrorSchema,
  eventSelectResponseSchema,
  ticketCalendarResponseSchema,
  ticketCollectResponseSchema,
  ticketLifetimeResponseSchema,
} from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { importCatalog } from '../../kinds.js';
import { dayFromToday, setCounters, slotsOn, ZURICH } from './events-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const collect = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return ticketCollectResponseSchema.parse(res.json()).data;
};
const failure = async (url: string, status: number) => {
  const res = await get(url);
  expect(res.statusCode).toBe(status);
  return apiErrorSchema.parse(res.json());
};

describe('GET /api/:lang/event/select', () => {
  it('lists the events with a bookable slot by sequence_no, then sorting_datetime, in the request language', async () => {
    const res = await get('/api/en/event/select?shop=177');
    expect(res.statusCode).toBe(200);
    const { data } = eventSelectResponseSchema.parse(res.json());
    expect(data.map((event) => [event.id, event.name, event.mode])).toEqual([
      [501, 'Collection', 1],
      [503, 'Evening concert', 5],
      [502, 'Day pass', 3],
    ]);
    expect(data[0]).toMatchObject({
      venue: 'Main building',
      description: 'Die ständige Sammlung.',
      image: '/static/events/collection.webp',
      custom_groups: [{ id: 1, name: 'Exhibitions' }],
    });
    expect(data[1]?.sorting_datetime).toBe('2020-01-01T00:00:00+01:00');
    expect(data[0]?.end).toMatch(new RegExp(`^${dayFromToday(20).iso}T12:00:00\\+0[12]:00$`));
  });

  it('gives each event its price "from": the cheapest paid ticket, 0 when every ticket is free', async () => {
    const { data } = eventSelectResponseSchema.parse((await get('/api/en/event/select')).json());
    expect(Object.fromEntries(data.map((event) => [event.id, event.price_from]))).toEqual({ 501: 800, 502: 1500, 503: 3500 });
    const withPrice = (price: number) => {
      const catalog = fixtureCatalogWithEvents();
      return { ...catalog, events: (catalog.events ?? []).map((event) => (event.id === 502 ? { ...event, tickets: event.tickets.map((ticket) => ({ ...ticket, price })) } : event)) };
    };
    await importCatalog(t.app.db, withPrice(0), { clock: { timeZone: ZURICH } });
    try {
      // Another language: the English list is kept for a few seconds.
      const { data: free } = eventSelectResponseSchema.parse((await get('/api/fr/event/select')).json());
      expect(free.find((event) => event.id === 502)?.price_from).toBe(0);
    } finally {
      await importCatalog(t.app.db, withPrice(1500), { clock: { timeZone: ZURICH } });
    }
  });

  it('leaves out events without any bookable slot and unlisted events', async () => {
    await t.app.db.updateTable('timeslots').set({ capacity: 0 }).where('event_id', '=', 502).execute();
    try {
      const { data } = eventSelectResponseSchema.parse((await get('/api/de/event/select')).json());
      expect(data.map((event) => event.id)).toEqual([501, 503]);
    } finally {
      await t.app.db.updateTable('timeslots').set({ capacity: 100 }).where('event_id', '=', 502).execute();
    }
  });
});

describe('GET /api/:lang/ticket/collect/event/:id/date/:date', () => {
  it('answers every ticket field with the schedule of the date in museum time', async () => {
    const day = dayFromToday(3);
    const data = await collect(`/api/en/ticket/collect/event/501/date/${day.path}`);
    expect(data.date).toBe(day.iso);
    expect(data.timeslot.map((slot) => [slot.datetime.slice(0, 19), slot.max_tickets])).toEqual([
      [`${day.iso}T10:00:00`, 10],
      [`${day.iso}T11:00:00`, 10],
    ]);
    const stored = await slotsOn(t.app.db, 501, day.iso);
    expect(new Date(data.timeslot[0]?.datetime ?? '').toISOString()).toBe(stored[0]?.starts_at);
    expect(data.tickets.map((ticket) => ticket.id)).toEqual([5011, 5012, 5013, 5014]);
    expect(data.tickets[0]).toEqual({
      id: 5011,
      eventId: 501,
      name: 'Adults',
      price: 1800,
      vat_value: 8.1,
      mode: 1,
      sequence_no: 1,
      schedule: data.timeslot,
      group_id: 7,
      group_name: 'Single',
      family: false,
      subtickets: [],
      print_separately: false,
      unique_barcode: true,
      scan_separately: false,
      book_with_cost: false,
      book_with_cost_warn: false,
    });
    expect(data.tickets[2]?.subtickets).toEqual([{ id: 50131, name: 'Carer (free)', price: 0, vat_value: 8.1, min_quantity: 1, max_quantity: 1 }]);
    expect(data.tickets[3]).toMatchObject({ family: true, subtickets: [{ id: 50141, max_quantity: 2 }, { id: 50142, max_quantity: 3 }] });
  });

  it('reports capacity minus sold minus held as max_tickets', async () => {
    const day = dayFromToday(4);
    await setCounters(t.app.db, 501, day.iso, 3, 2);
    const data = await collect(`/api/de/ticket/collect/event/501/date/${day.path}`);
    expect(data.timeslot.map((slot) => slot.max_tickets)).toEqual([5, 5]);
  });

  it('hides timeslot tickets on a sold-out date but still lists its sold-out times', async () => {
    const day = dayFromToday(5);
    await setCounters(t.app.db, 501, day.iso, 10);
    const data = await collect(`/api/de/ticket/collect/event/501/date/${day.path}`);
    expect(data.tickets).toEqual([]);
    expect(data.timeslot.map((slot) => slot.max_tickets)).toEqual([0, 0]);
  });

  it('keeps a sold-out day ticket visible (mode 3 is never hidden)', async () => {
    const day = dayFromToday(2);
    await setCounters(t.app.db, 502, day.iso, 100);
    const data = await collect(`/api/de/ticket/collect/event/502/date/${day.path}`);
    expect(data.tickets.map((ticket) => [ticket.id, ticket.mode, ticket.schedule[0]?.max_tickets])).toEqual([[5021, 3, 0]]);
    expect(data.timeslot[0]?.datetime.slice(11, 19)).toBe('09:00:00');
  });

  it('answers empty lists for a date without slots', async () => {
    const data = await collect(`/api/de/ticket/collect/event/501/date/${dayFromToday(40).path}`);
    expect(data).toEqual({ date: dayFromToday(40).iso, tickets: [], timeslot: [] });
  });

  it('answers 422 EVENT_EXPIRED for a past date, in the request language (410 is only for a cart that is gone)', async () => {
    const body = await failure(`/api/de/ticket/collect/event/501/date/${dayFromToday(-1).path}`, 422);
    expect(body).toEqual({ code: 'EVENT_EXPIRED', message: 'Dieser Termin ist vorbei. Dafür können keine Tickets mehr gebucht werden.' });
  });

  it.each([
    ['20250230', 400, 'INVALID_DATE'],
    ['20251301', 400, 'INVALID_DATE'],
    ['2025-01-01', 400, 'VALIDATION_FAILED'],
    ['tomorrow', 400, 'VALIDATION_FAILED'],
  ])('rejects the date %s with %i %s', async (date, status, code) => {
    expect((await failure(`/api/en/ticket/collect/event/501/date/${date}`, status)).code).toBe(code);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown event and 400 for a bad id', async () => {
    expect(await failure('/api/fr/ticket/collect/event/999', 404)).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: 'Cet événement n’existe pas ou n’est plus proposé.',
    });
    expect((await failure('/api/en/ticket/collect/event/abc', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure('/api/en/ticket/collect/event/99999999999', 400)).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/:lang/ticket/collect/event/:id', () => {
  it('answers the first date that still has a bookable slot, without past slots', async () => {
    const data = await collect('/api/en/ticket/collect/event/501');
    expect([dayFromToday(0).iso, dayFromToday(1).iso]).toContain(data.date);
    expect(data.timeslot.length).toBeGreaterThan(0);
    for (const slot of data.timeslot) expect(Date.parse(slot.datetime_end)).toBeGreaterThan(Date.now());
  });

  it('skips sold-out dates when it picks the first date', async () => {
    for (const offset of [0, 1, 2]) await setCounters(t.app.db, 502, dayFromToday(offset).iso, 100);
    const data = await collect('/api/en/ticket/collect/event/502');
    expect(data.date).toBe(dayFromToday(3).iso);
    expect(data.tickets[0]?.schedule[0]?.max_tickets).toBeGreaterThan(0);
  });

  it('answers performances only on their weekdays, at their start time', async () => {
    const data = await collect('/api/en/ticket/collect/event/503');
    expect(data.date).not.toBeNull();
    const weekday = new Date(`${data.date}T12:00:00Z`).getUTCDay();
    expect([4, 5]).toContain(weekday);
    expect(data.timeslot.map((slot) => slot.datetime.slice(11, 19))).toEqual(['19:30:00']);
    expect(data.tickets[0]).toMatchObject({ id: 5031, mode: 5, book_with_cost: true });
  });
});

describe('GET /api/:lang/ticket/calendar/event/:id/range/:start;:end', () => {
  it('maps each museum date to its free places: 0 when sold out, no key for past or slotless dates', async () => {
    await setCounters(t.app.db, 501, dayFromToday(4).iso, 3, 2);
    await setCounters(t.app.db, 501, dayFromToday(5).iso, 10);
    const from = dayFromToday(-2);
    const to = dayFromToday(25);
    const res = await get(`/api/en/ticket/calendar/event/501/range/${from.path};${to.path}?deep=1`);
    expect(res.statusCode).toBe(200);
    const { data } = ticketCalendarResponseSchema.parse(res.json());
    expect(data[dayFromToday(-1).iso]).toBeUndefined();
    expect(data[dayFromToday(3).iso]).toBe(20);
    expect(data[dayFromToday(4).iso]).toBe(10);
    expect(data[dayFromToday(5).iso]).toBe(0);
    expect(data[dayFromToday(21).iso]).toBeUndefined();
    expect(Object.keys(data).at(-1)).toBe(dayFromToday(20).iso);
  });

  it('accepts an encoded semicolon', async () => {
    const res = await get(`/api/en/ticket/calendar/event/501/range/${dayFromToday(3).path}%3B${dayFromToday(3).path}`);
    expect(ticketCalendarResponseSchema.parse(res.json()).data).toEqual({ [dayFromToday(3).iso]: 20 });
  });

  it.each([
    ['20250110;20250101', 'DATE_RANGE_REVERSED'],
    ['20250101;20250304', 'DATE_RANGE_TOO_LONG'],
    ['20250101;20250231', 'INVALID_DATE'],
    ['20250101', 'VALIDATION_FAILED'],
    ['20250101;', 'VALIDATION_FAILED'],
  ])('rejects the range %s with 400 %s', async (range, code) => {
    expect((await failure(`/api/en/ticket/calendar/event/501/range/${range}`, 400)).code).toBe(code);
  });

  it('accepts exactly 62 days and names the limit in the message', async () => {
    expect((await get(`/api/en/ticket/calendar/event/501/range/${dayFromToday(0).path};${dayFromToday(61).path}`)).statusCode).toBe(200);
    const body = await failure(`/api/de/ticket/calendar/event/501/range/${dayFromToday(0).path};${dayFromToday(62).path}`, 400);
    expect(body.message).toBe('Bitte wählen Sie einen Zeitraum von höchstens 62 Tagen.');
  });

  it('rejects a bad deep flag and an unknown event', async () => {
    const range = `${dayFromToday(0).path};${dayFromToday(1).path}`;
    expect((await failure(`/api/en/ticket/calendar/event/501/range/${range}?deep=yes`, 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure(`/api/en/ticket/calendar/event/777/range/${range}`, 404)).code).toBe('EVENT_NOT_FOUND');
  });
});

describe('GET /api/:lang/ticket/lifetime', () => {
  it('answers the first bookable start and the last end in museum time', async () => {
    const res = await get('/api/en/ticket/lifetime?event=502');
    expect(res.statusCode).toBe(200);
    const { data } = ticketLifetimeResponseSchema.parse(res.json());
    expect(data.end).toMatch(new RegExp(`^${dayFromToday(10).iso}T18:00:00\\+0[12]:00$`));
    expect(data.start).not.toBeNull();
    expect([dayFromToday(0).iso, dayFromToday(1).iso]).toContain(museumDate(new Date(data.start ?? ''), 'Europe/Zurich'));
  });

  it('answers nulls when nothing is bookable any more', async () => {
    await t.app.db.updateTable('timeslots').set({ capacity: 0 }).where('event_id', '=', 503).execute();
    try {
      const { data } = ticketLifetimeResponseSchema.parse((await get('/api/en/ticket/lifetime?event=503')).json());
      expect(data).toEqual({ start: null, end: null });
    } finally {
      await t.app.db.updateTable('timeslots').set({ capacity: 30 }).where('event_id', '=', 503).execute();
    }
  });

  it('rejects a missing or unknown event', async () => {
    expect((await failure('/api/en/ticket/lifetime', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure('/api/en/ticket/lifetime?event=4242', 404)).code).toBe('EVENT_NOT_FOUND');
  });
});
