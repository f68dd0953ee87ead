import {
  apiErrorSchema,
  tourAttrResponseSchema,
  tourCalendarResponseSchema,
  tourDetailResponseSchema,
  tourLifetimeResponseSchema,
  tourOverviewResponseSchema,
  tourSelectResponseSchema,
  tourSoldoutResponseSchema,
  tourSoldoutTimeslotsResponseSchema,
} from '@foyer/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { dayFromToday, setCounters } from '../events/events-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithTours() });
});
afterAll(async () => t.close());
afterEach(async () => {
  await t.app.db.updateTable('timeslots').set({ sold: 0, held: 0 }).execute();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBeDefined();
  return res.json();
};
const failure = async (url: string, status: number) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  return apiErrorSchema.parse(res.json());
};

describe('GET /api/:lang/tour/select/event', () => {
  it('lists every bookable tour with the SPEC §3 list fields, in the request language', async () => {
    const { data } = tourSelectResponseSchema.parse(await ok('/api/de/tour/select/event?shop=177'));
    expect(data.tours.map((tour) => tour.id)).toEqual([604, 601, 602, 603]);
    expect(data.tours[1]).toMatchObject({
      id: 601,
      langIdentifier: 'en',
      langName: 'Englisch',
      museumId: 1,
      venue: 'Hauptgebäude',
      custom_groups: [{ id: 1, name: 'Kunst' }],
      name: 'Höhepunkte der Sammlung',
      image: '/static/tours/highlights.webp',
      duration: 60,
      // One paying visitor: the tour (500; the children's 0 does not count) plus the cheapest paid admission (800), not "free".
      price_from: 500 + 800,
      single_ticketing: 1,
      max_participants: 10,
    });
    expect(data.tours[2]).toMatchObject({ langName: 'Deutsch', custom_groups: [{ id: 1, name: 'Kunst' }, { id: 2, name: 'Natur' }], price_from: 18000, min_participants: 8 });
    // Admission included (604, 603) or a group tour priced per tour (602): the cheapest paid tour price alone.
    expect(data.tours.map((tour) => tour.price_from)).toEqual([12000, 1300, 18000, 1500]);
  });

  it('leaves out a tour whose slots are all sold out', async () => {
    await t.app.db.updateTable('timeslots').set((eb) => ({ sold: eb.ref('capacity') })).where('event_id', '=', 604).execute();
    const { data } = tourSelectResponseSchema.parse(await ok('/api/en/tour/select/event'));
    expect(data.tours.map((tour) => tour.id)).toEqual([601, 602, 603]);
  });

  it('never shows tours among the events', async () => {
    expect((await ok('/api/en/event/select')).data).toEqual([]);
    expect((await failure('/api/en/ticket/collect/event/601', 404)).code).toBe('EVENT_NOT_FOUND');
  });
});

describe('GET /api/:lang/tour/attr', () => {
  it('answers the categories in the request language', async () => {
    const { data } = tourAttrResponseSchema.parse(await ok('/api/en/tour/attr'));
    expect(data.category).toEqual([{ id: 1, name: 'Art' }, { id: 2, name: 'Nature' }]);
  });
});

describe('GET /api/:lang/tour/overview', () => {
  it('maps the asked day and the four following days, each once, to the tours starting then', async () => {
    const first = dayFromToday(2);
    const { data } = tourOverviewResponseSchema.parse(await ok(`/api/en/tour/overview?date=${first.path}&lookahead=5`));
    expect(Object.keys(data)).toEqual([2, 3, 4, 5, 6].map((offset) => dayFromToday(offset).iso));
    const day = data[first.iso] ?? [];
    expect(day.map((tour) => tour.id).sort()).toEqual([601, 602, 603, 604]);
    expect(day.find((tour) => tour.id === 601)?.times).toEqual([
      { time: '14:00', datetime: expect.stringMatching(new RegExp(`^${first.iso}T14:00:00\\+0[12]:00$`)), timeslotId: expect.any(Number), soldout: false },
    ]);
  });

  it('marks a sold-out start time and accepts YYYY-MM-DD; five days by default', async () => {
    const day = dayFromToday(3);
    await setCounters(t.app.db, 601, day.iso, 10);
    const { data } = tourOverviewResponseSchema.parse(await ok(`/api/en/tour/overview?date=${day.iso}`));
    expect(Object.keys(data)).toHaveLength(5);
    expect(data[day.iso]?.find((tour) => tour.id === 601)?.times[0]?.soldout).toBe(true);
  });

  it('refuses a bad date or lookahead with a translated 400', async () => {
    expect(await failure('/api/fr/tour/overview?date=20250230', 400)).toMatchObject({ code: 'INVALID_DATE', message: 'Veuillez indiquer une date valide.' });
    expect((await failure('/api/en/tour/overview?date=2025-6-1', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure(`/api/en/tour/overview?date=${dayFromToday(0).path}&lookahead=40`, 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure('/api/en/tour/overview', 400)).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/:lang/tour', () => {
  it('answers every detail field with the schedule of the asked date keyed by time', async () => {
    const day = dayFromToday(3);
    const { data } = tourDetailResponseSchema.parse(await ok(`/api/en/tour?tour=601&date=${day.path}`));
    expect(data).toMatchObject({
      id: 601,
      name: 'Collection highlights',
      eventName: 'Permanent collection',
      langIdentifier: 'en',
      date: day.iso,
      nextDate: dayFromToday(4).iso,
      max_participants: 10,
      min_participants: 0,
      single_ticketing: 1,
      book_complete_tour: 0,
      booking_without_tickets: 0,
    });
    expect(data.priceList).toEqual({
      '6011': { id: 6011, price: 500, vat_value: 8.1, sequence_no: 1, name: 'Tour' },
      '6012': { id: 6012, price: 0, vat_value: 8.1, sequence_no: 2, name: 'Tour, children' },
    });
    expect(data.tickets[0]).toEqual({
      id: 6013,
      name: 'Admission, adults',
      price: 1800,
      vat_value: 8.1,
      sequence_no: 1,
      subtickets: [{ id: 60131, name: 'Audio guide', price: 300, vat_value: 8.1 }],
    });
    expect(Object.keys(data.schedule)).toEqual(['14:00']);
    expect(data.schedule['14:00']).toMatchObject({ tours: 1, tickets: 10, soldout: false, priceList: [6011, 6012], timeslotId: expect.any(Number) });
    expect(data.questions.map((question) => [question.id, question.type, question.required])).toEqual([
      [1, 'radio', true],
      [2, 'select', false],
      [3, 'checkbox', false],
      [4, 'text', true],
      [5, 'textarea', false],
      [6, 'number', false],
    ]);
    expect(data.questions[0]?.options).toEqual([{ id: 1, label: 'Yes' }, { id: 2, label: 'No' }]);
    expect(data.questions[5]).toMatchObject({ min: 0, max: 120 });
  });

  it('counts whole tours for a group tour and marks the slot sold out when no whole tour is left', async () => {
    const day = dayFromToday(4);
    const schedule = async () => tourDetailResponseSchema.parse(await ok(`/api/en/tour?tour=602&date=${day.path}`)).data.schedule['10:00'];
    expect(await schedule()).toMatchObject({ tours: 2, tickets: 40, soldout: false });
    await setCounters(t.app.db, 602, day.iso, 20);
    expect(await schedule()).toMatchObject({ tours: 1, tickets: 20, soldout: false });
    await setCounters(t.app.db, 602, day.iso, 21);
    expect(await schedule()).toMatchObject({ tours: 0, tickets: 19, soldout: true });
  });

  it('without a date takes the first date with a free slot; a date without slots offers the next one', async () => {
    await setCounters(t.app.db, 602, dayFromToday(0).iso, 40);
    await setCounters(t.app.db, 602, dayFromToday(1).iso, 40);
    const first = tourDetailResponseSchema.parse(await ok('/api/en/tour?tour=602')).data;
    expect(first.date).toBe(dayFromToday(2).iso);
    const late = tourDetailResponseSchema.parse(await ok(`/api/en/tour?tour=602&date=${dayFromToday(25).path}`)).data;
    expect(late).toMatchObject({ date: dayFromToday(25).iso, schedule: {}, nextDate: null });
    const past = tourDetailResponseSchema.parse(await ok(`/api/en/tour?tour=602&date=${dayFromToday(-5).path}`)).data;
    expect(past).toMatchObject({ schedule: {}, nextDate: dayFromToday(2).iso });
  });

  it('answers 404 TOUR_NOT_FOUND in the request language for an unknown tour, 400 for bad input', async () => {
    expect(await failure('/api/de/tour?tour=999', 404)).toMatchObject({ code: 'TOUR_NOT_FOUND', message: 'Diese Führung gibt es nicht oder sie wird nicht mehr angeboten.' });
    expect((await failure('/api/en/tour?tour=abc', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure('/api/en/tour', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure('/api/en/tour?tour=601&date=20251340', 400)).code).toBe('INVALID_DATE');
  });
});

describe('GET /api/:lang/tour/calendar/tour/:id/range/:range', () => {
  it('answers per date and time the free places, free tours, the timeslot and sold out', async () => {
    const [a, b, c] = [dayFromToday(2), dayFromToday(3), dayFromToday(4)];
    await setCounters(t.app.db, 603, b.iso, 12);
    await setCounters(t.app.db, 603, c.iso, 5);
    const { data } = tourCalendarResponseSchema.parse(await ok(`/api/en/tour/calendar/tour/603/range/${a.path};${c.path}`));
    expect(Object.keys(data)).toEqual([a.iso, b.iso, c.iso]);
    expect(data[a.iso]?.['11:00']).toMatchObject({ tickets: 12, tours: 2, soldout: false, timeslotId: expect.any(Number) });
    expect(data[b.iso]?.['11:00']).toMatchObject({ tickets: 0, tours: 0, soldout: true });
    expect(data[c.iso]?.['11:00']).toMatchObject({ tickets: 7, tours: 2, soldout: false });
  });

  it('refuses ranges over 62 days, reversed or impossible dates, and unknown tours', async () => {
    const start = dayFromToday(0).path;
    expect(await failure(`/api/en/tour/calendar/tour/601/range/${start};${dayFromToday(62).path}`, 400)).toMatchObject({ code: 'DATE_RANGE_TOO_LONG', params: { max: 62 } });
    expect((await failure(`/api/en/tour/calendar/tour/601/range/${dayFromToday(3).path};${start}`, 400)).code).toBe('DATE_RANGE_REVERSED');
    expect((await failure('/api/en/tour/calendar/tour/601/range/20250231;20250301', 400)).code).toBe('INVALID_DATE');
    expect((await failure('/api/en/tour/calendar/tour/601/range/2025;20250301', 400)).code).toBe('VALIDATION_FAILED');
    expect((await failure(`/api/en/tour/calendar/tour/999/range/${start};${start}`, 404)).code).toBe('TOUR_NOT_FOUND');
  });
});

describe('tour lifetime and sold-out calls', () => {
  it('answers the first and last dates with a bookable slot', async () => {
    const { data } = tourLifetimeResponseSchema.parse(await ok('/api/en/tour/lifetime/tour/602'));
    expect(data.last).toBe(dayFromToday(20).iso);
    expect([dayFromToday(0).iso, dayFromToday(1).iso]).toContain(data.first);
    expect((await failure('/api/en/tour/lifetime/tour/999', 404)).code).toBe('TOUR_NOT_FOUND');
  });

  it('lists the sold-out dates of a range and the sold-out times of a date', async () => {
    const day = dayFromToday(5);
    await setCounters(t.app.db, 601, day.iso, 10);
    const range = `${dayFromToday(4).path};${dayFromToday(6).path}`;
    expect(tourSoldoutResponseSchema.parse(await ok(`/api/en/tour/soldout/tour/601/range/${range}`)).data).toEqual([day.iso]);
    expect(tourSoldoutTimeslotsResponseSchema.parse(await ok(`/api/en/tour/soldoutTimeslots/tour/601/date/${day.path}`)).data).toEqual(['14:00']);
    expect(tourSoldoutTimeslotsResponseSchema.parse(await ok(`/api/en/tour/soldoutTimeslots/tour/601/date/${dayFromToday(6).path}`)).data).toEqual([]);
    expect((await failure(`/api/en/tour/soldout/tour/999/range/${range}`, 404)).code).toBe('TOUR_NOT_FOUND');
    expect((await failure('/api/en/tour/soldoutTimeslots/tour/601/date/20250230', 400)).code).toBe('INVALID_DATE');
  });
});
