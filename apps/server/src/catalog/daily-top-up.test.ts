import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { topUpTimeslots } from './timeslot-writer.js';

const DAY = 86_400_000;
const ZURICH = 'Europe/Zurich';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

const lastSlotDay = async (eventId: number): Promise<string> => {
  const row = await t.app.db.selectFrom('timeslots').select((eb) => eb.fn.max('starts_at').as('last')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return museumDate(String(row.last), ZURICH);
};
const slotCount = async (): Promise<number> => Number((await t.app.db.selectFrom('timeslots').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('daily timeslot top-up', () => {
  it('does nothing more on the day the server started', async () => {
    const before = await slotCount();
    expect(await t.app.jobs.topUpTimeslots(new Date())).toBe(false);
    expect(await slotCount()).toBe(before);
  });

  it('adds the day that came into reach on the first round of a new museum day, once', async () => {
    const lastBefore = await lastSlotDay(501);
    // Noon of the museum's next day: a minute later is still that day, whenever the suite runs.
    const tomorrow = new Date(`${museumDate(new Date(Date.now() + DAY), ZURICH)}T12:00:00+01:00`);
    expect(await t.app.jobs.topUpTimeslots(tomorrow)).toBe(true);
    const lastAfter = await lastSlotDay(501);
    expect(lastAfter > lastBefore).toBe(true);
    const count = await slotCount();
    expect(await t.app.jobs.topUpTimeslots(new Date(tomorrow.getTime() + 60_000))).toBe(false);
    expect(await slotCount()).toBe(count);
  });

  it('lets several instances top up the same day at once without a slot twice', async () => {
    const inTwoDays = new Date(Date.now() + 2 * DAY);
    await Promise.all([topUpTimeslots(t.app.db, inTwoDays, ZURICH), topUpTimeslots(t.app.db, inTwoDays, ZURICH), t.app.jobs.topUpTimeslots(inTwoDays)]);
    const duplicates = await t.app.db
      .selectFrom('timeslots')
      .select(['event_id', 'starts_at', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['event_id', 'starts_at'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
  });
});
