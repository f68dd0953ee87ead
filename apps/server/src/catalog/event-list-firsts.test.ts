import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { keepFirst, refreshEventListFirsts, staleEntries } from './event-list-firsts.js';

const ZURICH = 'Europe/Zurich';
const EVENT = 501;
const OTHER = 502;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

/** What the entries of an event know of its first bookable slot, one line per language. */
const known = (event: number) =>
  t.app.db.selectFrom('event_list_entries').select(['first_starts_at', 'first_until']).where('event_id', '=', event).execute();

/** A slot of the event that has not started. */
const aSlotOf = (event: number) =>
  t.app.db.selectFrom('timeslots').select(['id', 'starts_at', 'ends_at']).where('event_id', '=', event).where('starts_at', '>', new Date().toISOString()).orderBy('starts_at').executeTakeFirstOrThrow();

describe("the event list's first slots", () => {
  beforeEach(async () => {
    await refreshEventListFirsts(t.app.db, ZURICH, new Date());
  });

  it('are the first bookable slot of each event, kept until it ends', async () => {
    // The event sells time slots: a slot that started is bookable until it ends.
    const first = await t.app.db
      .selectFrom('timeslots')
      .select(['starts_at', 'ends_at'])
      .where('event_id', '=', EVENT)
      .where('capacity', '>', 0)
      .where('ends_at', '>', new Date().toISOString())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const entries = await known(EVENT);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toEqual({ first_starts_at: first.starts_at, first_until: first.ends_at });
  });

  it.each([
    { change: 'a slot given another capacity', write: (id: number) => t.app.db.updateTable('timeslots').set({ capacity: 0 }).where('id', '=', id).execute() },
    { change: 'a slot moved', write: (id: number) => t.app.db.updateTable('timeslots').set((eb) => ({ starts_at: eb.ref('starts_at') })).where('id', '=', id).execute() },
    { change: 'a slot removed', write: (id: number) => t.app.db.deleteFrom('timeslots').where('id', '=', id).execute() },
  ])('are forgotten for that event alone on $change, whichever code writes it', async ({ write }) => {
    const slot = await aSlotOf(EVENT);
    await write(slot.id);
    expect((await known(EVENT)).every((entry) => entry.first_until === null)).toBe(true);
    expect((await known(OTHER)).every((entry) => entry.first_until !== null)).toBe(true);
    // The next round finds the event's first slot as its slots now are.
    await refreshEventListFirsts(t.app.db, ZURICH, new Date());
    const first = await t.app.db.selectFrom('timeslots').select('starts_at').where('event_id', '=', EVENT).where('capacity', '>', 0).where('ends_at', '>', new Date().toISOString()).orderBy('starts_at').executeTakeFirst();
    expect((await known(EVENT)).map((entry) => entry.first_starts_at)).toEqual((await known(EVENT)).map(() => first?.starts_at ?? null));
  });

  it('are forgotten when a slot is added', async () => {
    const slot = await aSlotOf(OTHER);
    await t.app.db.insertInto('timeslots').values({ event_id: OTHER, starts_at: new Date(Date.now() + 60_000).toISOString(), ends_at: slot.ends_at, capacity: 5, sold: 0, held: 0 }).execute();
    expect((await known(OTHER)).every((entry) => entry.first_until === null)).toBe(true);
  });

  it('are kept when places are sold or held', async () => {
    const before = await known(EVENT);
    const slot = await aSlotOf(EVENT);
    await t.app.db.updateTable('timeslots').set({ sold: 3, held: 2 }).where('id', '=', slot.id).execute();
    expect(await known(EVENT)).toEqual(before);
  });

  it('are never written over a change of the slots made after they were read', async () => {
    await t.app.db.updateTable('event_list_entries').set({ first_until: null }).execute();
    const read = (await staleEntries(t.app.db, new Date())).find((entry) => entry.event_id === EVENT);
    if (read === undefined) throw new Error('the event lists no entry');
    const slot = await aSlotOf(EVENT);
    await t.app.db.updateTable('timeslots').set({ ends_at: slot.ends_at }).where('id', '=', slot.id).execute();
    expect(await keepFirst(t.app.db, read, ZURICH, new Date())).toBe(0);
    expect((await known(EVENT)).every((entry) => entry.first_until === null)).toBe(true);
  });
});
