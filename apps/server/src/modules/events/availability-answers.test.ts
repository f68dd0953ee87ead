import { ticketCalendarResponseSchema } from '@foyer/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_TTL_MS } from '../../http/edge-cache.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { timeslotPlaces } from '../claims/claim-resources.js';
import { dayFromToday, slotsOn } from './events-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const day = dayFromToday(6);
const freeOnDay = async (): Promise<number | undefined> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/en/ticket/calendar/event/501/range/${day.path};${day.path}` });
  expect(res.statusCode).toBe(200);
  return ticketCalendarResponseSchema.parse(res.json()).data[day.iso];
};

describe('availability answers kept for a second (free places of the event calendar)', () => {
  it("show this process's own sale at once", async () => {
    const before = await freeOnDay();
    const [slot] = await slotsOn(t.app.db, 501, day.iso);
    expect(await timeslotPlaces.tryHold(t.app.db, slot!.id, 2)).toBe(true);
    expect(await freeOnDay()).toBe(before! - 2);
    await timeslotPlaces.release(t.app.db, slot!.id, 2);
    expect(await freeOnDay()).toBe(before);
  });

  it('show a sale made by another instance once the second is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await freeOnDay();
    const [slot] = await slotsOn(t.app.db, 501, day.iso);
    // Another server instance sells on the same database: this process learns of it only from the database.
    await t.app.db.updateTable('timeslots').set({ sold: slot!.sold + 3 }).where('id', '=', slot!.id).execute();
    expect(await freeOnDay()).toBe(before);
    vi.setSystemTime(Date.now() + AVAILABILITY_TTL_MS);
    expect(await freeOnDay()).toBe(before! - 3);
  });
});
