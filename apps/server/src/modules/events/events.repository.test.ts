import { eventSummarySchema } from '@foyer/contract';
import { TICKET_MODES, toMuseumIso } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { writeEventListEntries } from '../../catalog/event-list-entries.js';
import { refreshEventListFirsts } from '../../catalog/event-list-firsts.js';
import { findFirstFreeSlotStart, findLifetime, listJsonOf } from './events.repository.js';
import { dayFromToday, setCounters, ZURICH } from './events-test-helpers.js';
import { museumToUtc } from '@foyer/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  // A sold-out day, so the first free slot is not always the first bookable one.
  await setCounters(t.app.db, 501, dayFromToday(1).iso, 10);
  // The start kept each event's first slot as of now; these tests ask at earlier times too, so the list walks the slots.
  await writeEventListEntries(t.app.db, SHOP.id, ZURICH);
});
afterAll(async () => t.close());

const MODES = [
  { event: 501, kind: 'time slots', mode: TICKET_MODES.timeslot, sorted: false },
  { event: 502, kind: 'day tickets', mode: TICKET_MODES.day, sorted: false },
  // The concert has a sorting instant of its own: its first slot only decides whether it is listed.
  { event: 503, kind: 'performances', mode: TICKET_MODES.performance, sorted: true },
];

const SHOP = { id: 177, lang: 'en' as const };

/** The list's entry for an event as the database composes it at `now`. */
const listed = async (event: number, now: Date) =>
  eventSummarySchema
    .array()
    .parse(JSON.parse((await listJsonOf(t.app.db, SHOP, now, ZURICH)).json))
    .find((entry) => entry.id === event);

/** Instants from yesterday morning to the day after tomorrow, every 45 minutes: before, during and after slots. */
const NOWS = Array.from({ length: 96 }, (_, index) => new Date(Date.parse(museumToUtc(dayFromToday(-1).iso, '06:00', ZURICH)) + index * 45 * 60_000));

describe('open slots found by walking the index from the longest slot back', () => {
  test.each(MODES)('answer what a scan of every slot answers: $kind', async ({ event, mode, sorted }) => {
    const slots = await t.app.db.selectFrom('timeslots').selectAll().where('event_id', '=', event).orderBy('starts_at').execute();
    for (const now of NOWS) {
      const at = now.toISOString();
      const open = slots.filter((slot) => slot.capacity > 0 && (mode === TICKET_MODES.performance ? slot.starts_at > at : slot.ends_at > at));
      const free = open.filter((slot) => slot.sold + slot.held < slot.capacity);
      const entry = await listed(event, now);
      const first = open[0]?.starts_at;
      expect({ at, listed: entry !== undefined }).toEqual({ at, listed: first !== undefined });
      if (!sorted && first !== undefined) expect({ at, sorting: entry?.sorting_datetime }).toEqual({ at, sorting: toMuseumIso(first, ZURICH) });
      expect({ at, free: await findFirstFreeSlotStart(t.app.db, event, mode, now) }).toEqual({ at, free: free[0]?.starts_at ?? null });
      const lastEnd = open.reduce<string | null>((last, slot) => (last === null || slot.ends_at > last ? slot.ends_at : last), null);
      expect({ at, lifetime: await findLifetime(t.app.db, event, mode, now) }).toEqual({ at, lifetime: { first: open[0]?.starts_at ?? null, last: lastEnd } });
    }
  });
});

describe('first slots kept by the background round (catalog/event-list-firsts.ts)', () => {
  // The entries as the catalog writes them again, knowing no first slot: the tests after these ask at earlier times.
  afterAll(async () => writeEventListEntries(t.app.db, SHOP.id, ZURICH));

  test('answer what a walk of the slots answers, as time passes and first slots pass', async () => {
    await writeEventListEntries(t.app.db, SHOP.id, ZURICH);
    let kept = 0;
    const list = async (now: Date) => ({ at: now.toISOString(), list: (await listJsonOf(t.app.db, SHOP, now, ZURICH)).json });
    for (const now of NOWS) {
      // As kept by the round 45 minutes before; then forgotten, so the list walks every event's slots; then kept anew.
      const asKept = await list(now);
      await writeEventListEntries(t.app.db, SHOP.id, ZURICH);
      const walked = await list(now);
      kept += await refreshEventListFirsts(t.app.db, ZURICH, now);
      expect(asKept).toEqual(walked);
      expect(await list(now)).toEqual(walked);
    }
    // Every entry (each event in each of the shop's languages), each round.
    const entries = await t.app.db.selectFrom('event_list_entries').select('event_id').where('shop_id', '=', SHOP.id).execute();
    expect(kept).toBe(NOWS.length * entries.length);
  });

  test('are what the list shows while they hold', async () => {
    const now = new Date();
    await refreshEventListFirsts(t.app.db, ZURICH, now);
    const kept = '2099-06-01T10:00:00+02:00';
    await t.app.db.updateTable('event_list_entries').set({ first_museum: kept }).where('event_id', '=', 501).execute();
    expect((await listed(501, now))?.sorting_datetime).toBe(kept);
  });
});

const DAY_MS = 86_400_000;
const offsetOf = (instant: number): string => toMuseumIso(new Date(instant).toISOString(), ZURICH).slice(19);

describe("a first slot's start standing in for the sorting instant", () => {
  test.each([
    { when: 'after an offset change within the year ahead', days: [30, 300], yearAhead: false },
    // Offsets are worked out a year ahead at first: a later first slot has them worked out up to it.
    { when: 'after an offset change more than a year ahead', days: [400, 700], yearAhead: true },
  ])('is shown in the offset it has $when', async ({ days: [fewest = 0, most = 0], yearAhead }) => {
    const earliest = await t.app.db.selectFrom('timeslots').select('starts_at').where('event_id', '=', 501).where('capacity', '>', 0).orderBy('starts_at').executeTakeFirstOrThrow();
    const first = Date.parse(earliest.starts_at);
    // A day that far before the first slot whose offset (or, a year later, whose offset) differs from the slot's.
    const before = Array.from({ length: most - fewest }, (_, index) => first - (fewest + index) * DAY_MS).find(
      (now) => offsetOf(yearAhead ? now + 366 * DAY_MS : now) !== offsetOf(first),
    );
    if (before === undefined) throw new Error('Zurich changes its offset twice a year');
    expect((await listed(501, new Date(before)))?.sorting_datetime).toBe(toMuseumIso(earliest.starts_at, ZURICH));
  });
});

describe('a list with no event to show', () => {
  test.each([
    { when: 'every slot has ended', shop: SHOP, now: () => new Date(Date.now() + 800 * DAY_MS) },
    { when: 'the shop has no entries', shop: { id: 999_999, lang: 'en' as const }, now: () => new Date() },
  ])('is an empty array when $when', async ({ shop, now }) => {
    expect((await listJsonOf(t.app.db, shop, now(), ZURICH)).json).toBe('[]');
  });
});

describe("the list's order", () => {
  // The entries as the catalog writes them again, for the tests after these.
  afterAll(async () => writeEventListEntries(t.app.db, SHOP.id, ZURICH));

  /** Gives each event's entries (every language) a sequence_no and a sorting instant (null: the first slot stands in). */
  const arrange = async (keys: Record<number, readonly [number, string | null]>) => {
    for (const [event, [sequenceNo, sorting]] of Object.entries(keys)) {
      await t.app.db
        .updateTable('event_list_entries')
        .set({ sequence_no: sequenceNo, sorting_datetime: sorting, sorting_museum: sorting === null ? null : toMuseumIso(sorting, ZURICH) })
        .where('event_id', '=', Number(event))
        .execute();
    }
  };

  const EARLY = '2020-01-01T09:00:00.000Z';
  const LATE = '2099-01-01T09:00:00.000Z';
  // The entries are stored in the order of their ids; each list below is ordered otherwise but the last.
  test.each([
    { by: 'sequence_no before id', keys: { 501: [3, EARLY], 502: [2, null], 503: [1, LATE] } },
    { by: 'the sorting instant within a sequence_no, a first slot standing in for a missing one', keys: { 501: [1, LATE], 502: [1, null], 503: [1, EARLY] } },
    { by: 'the first slots within a sequence_no', keys: { 501: [1, null], 502: [1, null], 503: [1, null] } },
    { by: 'id within a sorting instant', keys: { 501: [1, EARLY], 502: [1, EARLY], 503: [1, EARLY] } },
  ] as const)('is by $by', async ({ keys }) => {
    await arrange(keys);
    const entries = eventSummarySchema.array().parse(JSON.parse((await listJsonOf(t.app.db, SHOP, new Date(), ZURICH)).json));
    const key = (entry: (typeof entries)[number]) => [keys[entry.id as keyof typeof keys][0], Date.parse(entry.sorting_datetime ?? ''), entry.id] as const;
    const expected = [...entries].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(entries.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
    expect(entries).toHaveLength(3);
  });
});
