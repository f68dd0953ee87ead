import { TICKET_MODES } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { findFirstFreeSlotStart, findLifetime, listEntriesOf } from './events.repository.js';
import { dayFromToday, setCounters, ZURICH } from './events-test-helpers.js';
import { museumToUtc } from '@foyer/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  // A sold-out day, so the first free slot is not always the first bookable one.
  await setCounters(t.app.db, 501, dayFromToday(1).iso, 10);
});
afterAll(async () => t.close());

const MODES = [
  { event: 501, kind: 'time slots', mode: TICKET_MODES.timeslot },
  { event: 502, kind: 'day tickets', mode: TICKET_MODES.day },
  { event: 503, kind: 'performances', mode: TICKET_MODES.performance },
];

/** Instants from yesterday morning to the day after tomorrow, every 45 minutes: before, during and after slots. */
const NOWS = Array.from({ length: 96 }, (_, index) => new Date(Date.parse(museumToUtc(dayFromToday(-1).iso, '06:00', ZURICH)) + index * 45 * 60_000));

describe('open slots found by walking the index from the longest slot back', () => {
  test.each(MODES)('answer what a scan of every slot answers: $kind', async ({ event, mode }) => {
    const slots = await t.app.db.selectFrom('timeslots').selectAll().where('event_id', '=', event).orderBy('starts_at').execute();
    const shop = { id: 177, lang: 'en' as const };
    for (const now of NOWS) {
      const at = now.toISOString();
      const open = slots.filter((slot) => slot.capacity > 0 && (mode === TICKET_MODES.performance ? slot.starts_at > at : slot.ends_at > at));
      const free = open.filter((slot) => slot.sold + slot.held < slot.capacity);
      const listed = (await listEntriesOf(t.app.db, shop, now)).find((entry) => entry.event_id === event);
      expect({ at, first: listed?.first }).toEqual({ at, first: open[0]?.starts_at ?? null });
      expect({ at, free: await findFirstFreeSlotStart(t.app.db, event, mode, now) }).toEqual({ at, free: free[0]?.starts_at ?? null });
      const lastEnd = open.reduce<string | null>((last, slot) => (last === null || slot.ends_at > last ? slot.ends_at : last), null);
      expect({ at, lifetime: await findLifetime(t.app.db, event, mode, now) }).toEqual({ at, lifetime: { first: open[0]?.starts_at ?? null, last: lastEnd } });
    }
  });
});
