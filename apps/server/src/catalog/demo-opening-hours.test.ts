import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openDemoDatabase, type DemoDatabase } from '../test-support/demo-database.js';
import type { Catalog } from '../kinds.js';

/** The hours the demo museum states (shop.meta.opening_hours), by ISO weekday: [opens, closes] in minutes, or closed. */
const OPENING_HOURS: Record<number, [number, number] | null> = {
  1: null,
  2: [600, 1020],
  3: [600, 1020],
  4: [600, 1260],
  5: [600, 1020],
  6: [600, 1020],
  7: [600, 1020],
};
const TIME_ZONE = 'Europe/Zurich';

let catalog: Catalog;
let db: Db;
let demo: DemoDatabase;
beforeAll(async () => {
  demo = await openDemoDatabase({ timeZone: TIME_ZONE });
  ({ catalog, db } = demo);
});
afterAll(async () => demo.close());

/** ISO weekday and minutes after midnight of an instant on the museum's clock. */
const museumClock = (iso: string): { weekday: number; minutes: number } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
};

describe('the demo museum keeps the opening hours it states', () => {
  it('states them as this test reads them', () => {
    expect(catalog.shop.meta.opening_hours.en).toBe('Tuesday to Sunday 10:00–17:00, Thursday until 21:00. Closed on Mondays.');
  });

  it('has every event and tour slot inside them', async () => {
    const slots = await db
      .selectFrom('timeslots')
      .innerJoin('events', 'events.id', 'timeslots.event_id')
      .select(['events.id as event', 'timeslots.starts_at', 'timeslots.ends_at'])
      .execute();
    expect(slots.length).toBeGreaterThan(100);
    const outside = slots.filter((slot) => {
      const start = museumClock(slot.starts_at);
      const end = museumClock(slot.ends_at);
      const hours = OPENING_HOURS[start.weekday];
      return hours === null || hours === undefined || end.weekday !== start.weekday || start.minutes < hours[0] || end.minutes > hours[1];
    });
    expect(outside.map((slot) => `${slot.event} ${slot.starts_at}–${slot.ends_at}`)).toEqual([]);
  });

  it('tags the day ticket as admission, not as an exhibition', () => {
    const dayTicket = catalog.events.find((event) => event.schedule.kind === 'days');
    const exhibitions = catalog.events.find((event) => event.schedule.kind === 'timeslots')?.custom_groups[0];
    expect(dayTicket?.custom_groups.map((group) => group.name.en)).toEqual(['Admission']);
    expect(dayTicket?.custom_groups.map((group) => group.id)).not.toContain(exhibitions?.id);
  });
});
