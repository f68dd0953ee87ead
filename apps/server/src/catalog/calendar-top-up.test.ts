import { addDays, museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { importCatalog } from '../kinds.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import type { calendarRuleSchema } from './calendar-rule.schema.js';
import { scheduleRuleSchema } from './schedule-rule.schema.js';
import { generateTimeslots } from './timeslot-generation.js';
import { topUpTimeslots } from './timeslot-writer.js';

const DAY = 86_400_000;
const DATABASE = process.env.TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const ZURICH = 'Europe/Zurich';
const STARTED = new Date();
const today = museumDate(STARTED, ZURICH);
type CalendarInput = z.input<typeof calendarRuleSchema>;

/** Noon of the museum date `days` after today: the same museum date wherever the suite runs. */
const noonIn = (days: number): Date => new Date(`${addDays(today, days)}T12:00:00+01:00`);

/** An exhibition that closes on a fixed date, ten days from today, though its horizon reaches further. */
const EXHIBITION: CalendarInput = {
  kind: 'calendar',
  horizon_days: 30,
  seasons: [{ first_date: addDays(today, -20), last_date: addDays(today, 10), hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '10:00', closes: '12:00' }], slots: { kind: 'timeslots', slot_minutes: 60 }, capacity: 15 }],
};
/** The collection: Tuesday to Sunday, closed in two days, special hours in four, a late opening in three. */
const COLLECTION: CalendarInput = {
  kind: 'calendar',
  horizon_days: 7,
  seasons: [{ first_date: addDays(today, -1), last_date: addDays(today, 400), hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }], slots: { kind: 'timeslots', slot_minutes: 120 }, capacity: 25 }],
  exceptions: [
    { date: addDays(today, 2), hours: [] },
    { date: addDays(today, 4), hours: [{ opens: '13:00', closes: '15:00' }] },
  ],
  extra_slots: [{ date: addDays(today, 3), time: '19:00', duration_minutes: 90, capacity: 60 }],
};
const READINGS: CalendarInput = {
  kind: 'calendar',
  horizon_days: 14,
  seasons: [{ first_date: today, last_date: addDays(today, 60), hours: [{ weekdays: [4], opens: '18:00', closes: '21:00' }], slots: { kind: 'performances', times: ['19:00'], duration_minutes: 60 }, capacity: 40 }],
};

const event = (id: number, name: string, schedule: CalendarInput) => ({
  id,
  name: { de: name, en: name },
  schedule,
  tickets: [{ id: id * 10 + 1, name: { de: 'Eintritt', en: 'Admission' }, price: 1500, vat_value: 8.1 }],
});

const catalogWith = (exhibition: CalendarInput) => ({
  ...fixtureCatalog(),
  events: [event(601, 'Exhibition', exhibition), event(602, 'Collection', COLLECTION), event(603, 'Readings', READINGS)],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: catalogWith(EXHIBITION) });
});
afterAll(async () => t.close());

const rowsOf = async (eventId: number) =>
  t.app.db.selectFrom('timeslots').select(['starts_at', 'ends_at', 'capacity', 'sold']).where('event_id', '=', eventId).orderBy('starts_at').execute();

/** The slots a rule yields at each of the instants, each start once, as rows. */
const generatedAt = (rule: CalendarInput, ...instants: Date[]) => {
  const byStart = new Map(instants.flatMap((now) => generateTimeslots(scheduleRuleSchema.parse(rule), now, ZURICH)).map((slot) => [slot.starts_at, slot]));
  return [...byStart.values()].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
};

describe('calendar schedules', () => {
  it('loads exactly the slots each calendar yields from today up to its horizon', async () => {
    expect(await rowsOf(601)).toEqual(generatedAt(EXHIBITION, STARTED));
    expect(await rowsOf(602)).toEqual(generatedAt(COLLECTION, STARTED));
    expect(await rowsOf(603)).toEqual(generatedAt(READINGS, STARTED));
    const collectionDays = new Set((await rowsOf(602)).map((row) => museumDate(row.starts_at, ZURICH)));
    expect(collectionDays.has(addDays(today, 2))).toBe(false);
  });

  it('gives time-slot calendars mode 1 tickets and performance calendars mode 5', async () => {
    const modes = await t.app.db.selectFrom('event_tickets').select(['event_id', 'mode']).where('event_id', 'in', [601, 603]).orderBy('event_id').execute();
    expect(modes).toEqual([
      { event_id: 601, mode: 1 },
      { event_id: 603, mode: 5 },
    ]);
  });

  it(`tops up a week later with exactly the days that came into reach, and adds nothing when run again (${DATABASE})`, async () => {
    await topUpTimeslots(t.app.db, noonIn(7), ZURICH);
    const afterFirst = await rowsOf(602);
    expect(afterFirst).toEqual(generatedAt(COLLECTION, STARTED, noonIn(7)));
    expect(afterFirst.some((row) => museumDate(row.starts_at, ZURICH) === addDays(today, 14))).toBe(true);
    await topUpTimeslots(t.app.db, noonIn(7), ZURICH);
    expect(await rowsOf(602)).toEqual(afterFirst);
    expect(await rowsOf(603)).toEqual(generatedAt(READINGS, STARTED, noonIn(7)));
  });

  it(`gives an exhibition that ends on a fixed date no slot after it, however far the horizon reaches (${DATABASE})`, async () => {
    await topUpTimeslots(t.app.db, noonIn(5), ZURICH);
    await topUpTimeslots(t.app.db, noonIn(25), ZURICH);
    const rows = await rowsOf(601);
    expect(rows).toEqual(generatedAt(EXHIBITION, STARTED));
    expect(museumDate(rows.at(-1)?.starts_at ?? '', ZURICH)).toBe(addDays(today, 10));
    const end = await t.app.db.selectFrom('events').select('ends_at').where('id', '=', 601).executeTakeFirstOrThrow();
    expect(end.ends_at).toBe(rows.at(-1)?.ends_at);
  });

  it('runs the daily top-up of the app for calendars too', async () => {
    const inFortyDays = new Date(Date.now() + 40 * DAY);
    expect(await t.app.jobs.topUpTimeslots(inFortyDays)).toBe(true);
    // Every top-up of this file so far adds its days; none removes any.
    expect(await rowsOf(602)).toEqual(generatedAt(COLLECTION, STARTED, noonIn(5), noonIn(7), noonIn(25), inFortyDays));
  });

  it('closes the slots after a last date moved earlier on the next catalog load, keeping their rows', async () => {
    const season = EXHIBITION.seasons?.[0];
    const closingEarly: CalendarInput = { ...EXHIBITION, seasons: season ? [{ ...season, last_date: addDays(today, 6) }] : [] };
    await importCatalog(t.app.db, catalogWith(closingEarly), { clock: { timeZone: ZURICH, now: noonIn(0) } });
    const rows = await rowsOf(601);
    expect(rows).toHaveLength(generatedAt(EXHIBITION, STARTED).length);
    const open = rows.filter((row) => row.capacity > 0).map((row) => museumDate(row.starts_at, ZURICH));
    expect(open.at(-1)).toBe(addDays(today, 6));
    expect(rows.filter((row) => museumDate(row.starts_at, ZURICH) > addDays(today, 6)).every((row) => row.capacity === 0)).toBe(true);
  });
});
