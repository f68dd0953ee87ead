import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { timeslotPlaces } from './claim-resources.js';

const { tryHold, release: releaseHold, confirm: confirmHold, trySell: trySellWithoutHold, remaining: remainingPlaces } = timeslotPlaces;

let t: TestApp;
let db: Db;
let nextStart = 0;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  await db
    .insertInto('events')
    .values({
      id: 9001,
      shop_id: 177,
      name: '{"de":"Kapazitätstest"}',
      description: '{}',
      venue: '{}',
      custom_groups: '[]',
      sequence_no: 1,
      sorting_datetime: null,
      ends_at: null,
      image: null,
      schedule_rule: '{}',
    })
    .execute();
});
afterAll(async () => t.close());

/** A fresh timeslot per test, so tests never share counters. */
const slot = async (capacity: number, sold = 0, held = 0): Promise<number> => {
  nextStart += 1;
  const startsAt = new Date(Date.UTC(2030, 0, 1, 9) + nextStart * 60_000).toISOString();
  const row = await db
    .insertInto('timeslots')
    .values({ event_id: 9001, starts_at: startsAt, ends_at: startsAt, capacity, sold, held })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const counters = (id: number) =>
  db.selectFrom('timeslots').select(['capacity', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();

describe('timeslot places: tryHold', () => {
  it('holds places while they fit and refuses the place that does not', async () => {
    const id = await slot(3, 1);
    expect(await tryHold(db, id, 2)).toBe(true);
    expect(await tryHold(db, id, 1)).toBe(false);
    expect(await counters(id)).toEqual({ capacity: 3, sold: 1, held: 2 });
    expect(await remainingPlaces(db, id)).toBe(0);
  });

  it('refuses an unknown timeslot and a non-positive count', async () => {
    expect(await tryHold(db, 987_654, 1)).toBe(false);
    await expect(tryHold(db, await slot(5), 0)).rejects.toBeInstanceOf(RangeError);
    await expect(tryHold(db, await slot(5), 1.5)).rejects.toBeInstanceOf(RangeError);
  });

  it(`holds exactly 10 of 50 concurrent single-place requests for 10 places (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const id = await slot(10);
    const results = await Promise.all(Array.from({ length: 50 }, () => tryHold(db, id, 1)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await counters(id)).toEqual({ capacity: 10, sold: 0, held: 10 });
  });

  it('works inside a transaction and is undone with it', async () => {
    const id = await slot(4);
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await tryHold(trx, id, 4)).toBe(true);
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await remainingPlaces(db, id)).toBe(4);
  });
});

describe('releaseHold', () => {
  it('gives places back and never drops below zero', async () => {
    const id = await slot(5, 0, 3);
    await releaseHold(db, id, 2);
    expect((await counters(id)).held).toBe(1);
    await releaseHold(db, id, 4);
    expect((await counters(id)).held).toBe(0);
    expect(await remainingPlaces(db, id)).toBe(5);
  });
});

describe('confirmHold', () => {
  it('moves held places to sold', async () => {
    const id = await slot(5, 1, 3);
    expect(await confirmHold(db, id, 3)).toBe(true);
    expect(await counters(id)).toEqual({ capacity: 5, sold: 4, held: 0 });
  });

  it('refuses to confirm more than is held', async () => {
    const id = await slot(5, 0, 1);
    expect(await confirmHold(db, id, 2)).toBe(false);
    expect(await counters(id)).toEqual({ capacity: 5, sold: 0, held: 1 });
  });
});

describe('trySellWithoutHold', () => {
  it('sells free places and refuses places that are held by others', async () => {
    const id = await slot(4, 1, 2);
    expect(await trySellWithoutHold(db, id, 2)).toBe(false);
    expect(await trySellWithoutHold(db, id, 1)).toBe(true);
    expect(await counters(id)).toEqual({ capacity: 4, sold: 2, held: 2 });
  });

  it('sells exactly the free places to concurrent late payments', async () => {
    const id = await slot(6);
    const results = await Promise.all(Array.from({ length: 20 }, () => trySellWithoutHold(db, id, 2)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await counters(id)).sold).toBe(6);
  });
});

describe('the database itself', () => {
  it('rejects a direct write that would oversell', async () => {
    const id = await slot(2);
    await expect(db.updateTable('timeslots').set({ sold: 3 }).where('id', '=', id).execute()).rejects.toThrow();
  });
});

describe('remainingPlaces', () => {
  it('is capacity minus sold minus held, and 0 for an unknown slot', async () => {
    expect(await remainingPlaces(db, await slot(9, 2, 3))).toBe(4);
    expect(await remainingPlaces(db, 987_655)).toBe(0);
  });
});
