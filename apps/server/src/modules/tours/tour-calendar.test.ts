import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { CatalogInput } from '../../kinds.js';
import { fixtureCatalogWithTours, fixtureTours } from '../../test-support/fixture-tours.js';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';
import { catalogSchema, importCatalog } from '../../kinds.js';
import { topUpTimeslots } from '../../catalog/timeslot-writer.js';

const ZURICH = 'Europe/Zurich';
const DAY_ONE = new Date('2025-06-04T06:00:00Z');

const database = useMigratedDatabase();
const db = (): Db => database.db;

/** The group tour (90 minutes, 2 × 20 places) on a calendar: its season ends on 10 June 2025. */
const groupTourOnACalendar = (times = ['16:00', '10:00']): CatalogInput => ({
  ...fixtureCatalogWithTours(),
  tours: fixtureTours()
    .filter((tour) => tour.id === 602)
    .map((tour) => ({
      ...tour,
      schedule: {
        kind: 'calendar',
        horizon_days: 30,
        seasons: [{ first_date: '2025-06-01', last_date: '2025-06-10', hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '09:00', closes: '17:00' }], times }],
        exceptions: [{ date: '2025-06-07', hours: [] }],
        extra_slots: [{ date: '2025-06-09', time: '18:00' }],
        tours: 2,
      },
    })),
});

describe('tours on a calendar', () => {
  it('get slots of the tour’s duration and tours × max_participants places on the season’s open dates, and none after its last', async () => {
    await importCatalog(db(), groupTourOnACalendar(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    const slots = async () =>
      (await db().selectFrom('timeslots').select(['starts_at', 'ends_at', 'capacity']).where('event_id', '=', 602).orderBy('starts_at').execute()).map((slot) => [
        slot.starts_at,
        slot.ends_at,
        slot.capacity,
      ]);
    // 16:00 + 90 minutes ends after closing; 7 June is closed; Monday 9 June has the extra slot alone.
    const expected = [
      ['2025-06-04T08:00:00.000Z', '2025-06-04T09:30:00.000Z', 40],
      ['2025-06-05T08:00:00.000Z', '2025-06-05T09:30:00.000Z', 40],
      ['2025-06-06T08:00:00.000Z', '2025-06-06T09:30:00.000Z', 40],
      ['2025-06-08T08:00:00.000Z', '2025-06-08T09:30:00.000Z', 40],
      ['2025-06-09T16:00:00.000Z', '2025-06-09T17:30:00.000Z', 40],
      ['2025-06-10T08:00:00.000Z', '2025-06-10T09:30:00.000Z', 40],
    ];
    expect(await slots()).toEqual(expected);
    await topUpTimeslots(db(), new Date('2025-06-20T06:00:00Z'), ZURICH);
    expect(await slots()).toEqual(expected);
  });

  it('refuses a start time listed twice in a season, naming it as the file does', () => {
    const issues = catalogSchema.safeParse(groupTourOnACalendar(['10:00', '10:00'])).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(['tours.0.schedule.seasons.0.times.1: the performance time 10:00 is listed twice']);
  });
});
