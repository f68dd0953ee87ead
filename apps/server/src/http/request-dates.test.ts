import { apiErrorSchema } from '@foyer/contract';
import { addDays, dateWindow, utcDay } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, initBody, initPayment, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';
import { twoOnTour601 } from '../test-support/tour-test-kit.js';

let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise(), onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => t.close());

const { first, last } = dateWindow(utcDay(new Date()));
const path = (day: string): string => day.replaceAll('-', '');
const before = addDays(first, -1);
const after = addDays(last, 1);

/** Every call that takes one day, as a function of it (YYYY-MM-DD). */
const DAY_CALLS: Record<string, (day: string) => string> = {
  'ticket/collect by date': (day) => `/api/en/ticket/collect/event/501/date/${path(day)}`,
  'tour/overview': (day) => `/api/en/tour/overview?date=${day}&lookahead=1`,
  'tour detail by date': (day) => `/api/en/tour?tour=601&date=${path(day)}`,
  'tour/soldoutTimeslots': (day) => `/api/en/tour/soldoutTimeslots/tour/601/date/${path(day)}`,
};
/** Every call that takes a range of days. */
const RANGE_CALLS: Record<string, (from: string, to: string) => string> = {
  'ticket/calendar': (from, to) => `/api/en/ticket/calendar/event/501/range/${path(from)};${path(to)}`,
  'tour/calendar': (from, to) => `/api/en/tour/calendar/tour/601/range/${path(from)};${path(to)}`,
  'tour/soldout': (from, to) => `/api/en/tour/soldout/tour/601/range/${path(from)};${path(to)}`,
};

const FAR_DAYS = ['9999-12-31', '0000-01-01', '1900-01-01', '2100-01-01', before, after];
const FAR_RANGES = [...FAR_DAYS.map((day) => [day, day] as const), ['1900-01-01', '1900-01-31'], [addDays(last, -5), after], [before, addDays(first, 5)]] as const;

const farCases = [
  ...Object.entries(DAY_CALLS).flatMap(([name, url]) => FAR_DAYS.map((day) => [name, day, url(day)] as const)),
  ...Object.entries(RANGE_CALLS).flatMap(([name, url]) => FAR_RANGES.map(([from, to]) => [name, `${from};${to}`, url(from, to)] as const)),
];
const edgeCases = [
  ...Object.entries(DAY_CALLS).flatMap(([name, url]) => [first, last].map((day) => [name, day, url(day)] as const)),
  ...Object.entries(RANGE_CALLS).flatMap(([name, url]) => [first, last].map((day) => [name, day, url(day, day)] as const)),
];

describe(`the date window: ${first} to ${last} (a year back, the booking horizon ahead)`, () => {
  it.each(farCases)('%s for %s answers 422 DATE_OUT_OF_RANGE naming the window', async (_name, _days, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(422);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'DATE_OUT_OF_RANGE', params: { first, last } });
  });

  it.each(edgeCases)('%s accepts the window’s edge %s', async (_name, day, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    // The first day is past: a day's tickets answer that it has gone by; everything else answers the (empty) day.
    expect(res.statusCode, res.body).toBe(url.includes('/ticket/collect/') && day === first ? 422 : 200);
  });

  it('refuses an overview whose last day lies beyond the horizon, before reading any slot', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/de/tour/overview?date=${addDays(last, -4)}&lookahead=6` });
    expect(res.statusCode).toBe(422);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      code: 'DATE_OUT_OF_RANGE',
      message: 'Dieses Datum liegt ausserhalb des Zeitraums, den der Shop anbietet. Bitte wählen Sie ein Datum, das näher bei heute liegt.',
      params: { first, last },
    });
    expect(Object.keys((await t.app.inject({ method: 'GET', url: `/api/en/tour/overview?date=${addDays(last, -4)}&lookahead=5` })).json().data)).toHaveLength(5);
  });

  it('checks the window after the shape of a range: a reversed or too long far range keeps its own code', async () => {
    const reversed = await t.app.inject({ method: 'GET', url: '/api/en/ticket/calendar/event/501/range/99991231;00010101' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'DATE_RANGE_REVERSED']);
    const long = await t.app.inject({ method: 'GET', url: '/api/en/tour/calendar/tour/601/range/00010101;99991231' });
    expect([long.statusCode, long.json().code]).toEqual([400, 'DATE_RANGE_TOO_LONG']);
  });
});

describe('work that does not grow with the distance between two dates', () => {
  const statementsOf = async (url: string): Promise<number> => {
    statements.length = 0;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return statements.length;
  };
  const today = utcDay(new Date());

  it.each([
    ['ticket/calendar', (days: number) => `/api/en/ticket/calendar/event/501/range/${path(today)};${path(addDays(today, days - 1))}`],
    ['tour/calendar', (days: number) => `/api/en/tour/calendar/tour/601/range/${path(today)};${path(addDays(today, days - 1))}`],
    ['tour/soldout', (days: number) => `/api/en/tour/soldout/tour/601/range/${path(today)};${path(addDays(today, days - 1))}`],
    ['tour/overview', (days: number) => `/api/en/tour/overview?date=${today}&lookahead=${Math.min(days, 31)}`],
  ])('%s runs as many statements for the longest span as for one day', async (_name, url) => {
    await statementsOf(url(2));
    const oneDay = await statementsOf(url(1));
    expect(oneDay).toBeGreaterThan(0);
    expect(await statementsOf(url(62))).toBe(oneDay);
  });
});

describe('a basket line naming a slot outside the window', () => {
  it.each(['9999-12-31T10:00:00+01:00', '+275760-09-13T00:00:00Z', '0001-01-01T10:00:00Z', `${after}T10:00:00Z`, `${before}T10:00:00Z`])(
    'a ticket and a guided tour at %s answer 422 DATE_OUT_OF_RANGE',
    async (datetime) => {
      const token = await registerGuest(t.app);
      for (const item of [adults(datetime, 1), twoOnTour601(datetime)]) {
        const res = await initPayment(t.app, token, initBody([item]));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE', params: { first, last } });
      }
    },
  );

  it('an instant inside the window without a slot is still TIMESLOT_NOT_FOUND, and a real slot books', async () => {
    const token = await registerGuest(t.app);
    const empty = await initPayment(t.app, token, initBody([adults(`${last}T10:00:00Z`, 1)]));
    expect(empty.json().code).toBe('TIMESLOT_NOT_FOUND');
    const slot = await futureSlot(t.app);
    expect((await initPayment(t.app, token, initBody([adults(slot.datetime, 1)]))).statusCode).toBe(200);
  });
});
