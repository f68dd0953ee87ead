import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fixtureCatalogWithEvents, fixtureEvents } from '../../test-support/fixture-events.js';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';
import { importCatalog } from '../../kinds.js';
import { topUpTimeslots } from '../../catalog/timeslot-writer.js';

const ZURICH = 'Europe/Zurich';
const DAY_ONE = new Date('2025-06-04T06:00:00Z');
const DAY_TWO = new Date('2025-06-05T06:00:00Z');

const database = useMigratedDatabase();
const db = (): Db => database.db;

const dump = async () => ({
  events: await db().selectFrom('events').selectAll().orderBy('id').execute(),
  tickets: await db().selectFrom('event_tickets').selectAll().orderBy('id').execute(),
  subtickets: await db().selectFrom('subtickets').selectAll().orderBy('id').execute(),
  slots: await db().selectFrom('timeslots').selectAll().orderBy('event_id').orderBy('starts_at').execute(),
});

const slotsOf = (eventId: number) =>
  db().selectFrom('timeslots').selectAll().where('event_id', '=', eventId).orderBy('starts_at').execute();

describe('loading events', () => {
  it('writes events, tickets with their mode, subtickets and the generated slots', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    const rows = await dump();
    expect(rows.events.map((event) => [event.id, event.listed])).toEqual([
      [501, 1],
      [502, 1],
      [503, 1],
    ]);
    expect(rows.tickets.map((ticket) => [ticket.id, ticket.mode, ticket.family])).toEqual([
      [5011, 1, 0],
      [5012, 1, 0],
      [5013, 1, 0],
      [5014, 1, 1],
      [5021, 3, 0],
      [5031, 5, 0],
    ]);
    expect(rows.subtickets.map((sub) => [sub.id, sub.ticket_id, sub.min_quantity, sub.max_quantity])).toEqual([
      [50131, 5013, 1, 1],
      [50141, 5014, 1, 2],
      [50142, 5014, 1, 3],
    ]);
    // 23 days (-2..20) with two slots each; 14 day tickets (-3..10).
    expect(await slotsOf(501)).toHaveLength(46);
    expect(await slotsOf(502)).toHaveLength(14);
    expect((await slotsOf(501))[0]).toMatchObject({ starts_at: '2025-06-02T08:00:00.000Z', ends_at: '2025-06-02T09:00:00.000Z', capacity: 10 });
    expect(rows.events[0]?.ends_at).toBe('2025-06-24T10:00:00.000Z');
  });

  it('leaves the same database when the same catalog is loaded again', async () => {
    const before = await dump();
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    expect(await dump()).toEqual(before);
  });

  it('tops up the days that came since, without touching existing rows', async () => {
    const first = (await slotsOf(501))[10];
    await db().updateTable('timeslots').set({ sold: 4, held: 1 }).where('id', '=', first?.id ?? 0).execute();
    expect(await topUpTimeslots(db(), DAY_TWO, ZURICH)).toBe(3);
    const slots = await slotsOf(501);
    expect(slots).toHaveLength(48);
    expect(slots.at(-1)?.starts_at).toBe('2025-06-25T09:00:00.000Z');
    expect(slots.find((slot) => slot.id === first?.id)).toMatchObject({ sold: 4, held: 1, capacity: 10 });
    const before = await dump();
    await topUpTimeslots(db(), DAY_TWO, ZURICH);
    expect(await dump()).toEqual(before);
  });

  it('changes capacity but never below what is sold or held, and closes slots the rule no longer yields', async () => {
    const events = fixtureEvents();
    const collection = events[0];
    if (collection?.schedule.kind !== 'timeslots') throw new Error('fixture changed');
    collection.schedule = { ...collection.schedule, capacity: 3, closes: '11:00' };
    collection.tickets = collection.tickets.filter((ticket) => ticket.id !== 5012);
    await importCatalog(db(), { ...fixtureCatalogWithEvents(), events }, { clock: { timeZone: ZURICH, now: DAY_TWO } });
    const slots = await slotsOf(501);
    const busy = slots.find((slot) => slot.sold === 4);
    expect(busy?.capacity).toBe(5);
    const future = slots.filter((slot) => slot.starts_at > DAY_TWO.toISOString());
    const elevens = future.filter((slot) => slot.starts_at.endsWith('09:00:00.000Z') && slot.sold === 0);
    expect(elevens.length).toBeGreaterThan(0);
    expect(elevens.every((slot) => slot.capacity === 0)).toBe(true);
    expect(future.filter((slot) => slot.starts_at.endsWith('08:00:00.000Z') && slot.sold === 0).every((slot) => slot.capacity === 3)).toBe(true);
    const tickets = await db().selectFrom('event_tickets').select('id').where('event_id', '=', 501).execute();
    expect(tickets.map((ticket) => ticket.id)).not.toContain(5012);
  });

  it('leaves events the file no longer names; with --prune keeps them unlisted, with their slots', async () => {
    const trimmed = { ...fixtureCatalogWithEvents(), events: fixtureEvents().slice(1) };
    await importCatalog(db(), trimmed, { clock: { timeZone: ZURICH, now: DAY_TWO } });
    const listed = async () => (await db().selectFrom('events').select('listed').where('id', '=', 501).executeTakeFirst())?.listed;
    expect(await listed()).toBe(1);
    await importCatalog(db(), trimmed, { clock: { timeZone: ZURICH, now: DAY_TWO }, prune: true });
    expect(await listed()).toBe(0);
    expect((await slotsOf(501)).length).toBeGreaterThan(0);
  });

  it('rejects duplicate ids, a family ticket without components and an unknown schedule kind', async () => {
    const duplicate = fixtureEvents();
    duplicate[1]!.tickets[0]!.id = 5011;
    const family = fixtureEvents();
    family[0]!.tickets[3]!.subtickets = [];
    for (const events of [duplicate, family, [{ ...fixtureEvents()[0], schedule: { kind: 'weekly' } }]]) {
      await expect(importCatalog(db(), { ...fixtureCatalogWithEvents(), events }, { clock: { timeZone: ZURICH } })).rejects.toBeInstanceOf(z.ZodError);
    }
  });
});
