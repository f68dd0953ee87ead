import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Any query handle: the pool or an open transaction, so checkout can hold inside its own transaction. */
export type Executor = Db | Transaction<Database>;

/** Thrown when a caller asks for something the capacity model cannot do; always a programming error. */
export class CapacityError extends Error {
  override readonly name = 'CapacityError';
}

const checkPlaces = (places: number): void => {
  if (!Number.isInteger(places) || places <= 0) throw new CapacityError(`places must be a positive integer, got ${places}`);
};

const changed = (result: { numUpdatedRows: bigint }): boolean => result.numUpdatedRows > 0n;

/**
 * Holds `places` in a timeslot if they are free, in one conditional UPDATE (DESIGN.md "Data and
 * consistency"): no read-then-write, so any number of concurrent buyers can never hold more than
 * the capacity. Returns whether the hold was placed.
 */
export const tryHold = async (db: Executor, timeslotId: number, places: number): Promise<boolean> => {
  checkPlaces(places);
  const result = await db
    .updateTable('timeslots')
    .set((eb) => ({ held: eb('held', '+', places) }))
    .where('id', '=', timeslotId)
    .where((eb) => eb(eb(eb('sold', '+', eb.ref('held')), '+', places), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return changed(result);
};

/** Gives held places back (cancel, expiry). Never drops below zero, so releasing twice is harmless. */
export const releaseHold = async (db: Executor, timeslotId: number, places: number): Promise<void> => {
  checkPlaces(places);
  await db
    .updateTable('timeslots')
    .set((eb) => ({
      held: eb.case().when('held', '>=', places).then(eb('held', '-', places)).else(0).end(),
    }))
    .where('id', '=', timeslotId)
    .execute();
};

/**
 * Turns held places into sold ones. The hold must still be there: a hold that expired was released
 * and its places may be someone else's now, so that payment goes through `trySellWithoutHold`.
 */
export const confirmHold = async (db: Executor, timeslotId: number, places: number): Promise<void> => {
  checkPlaces(places);
  const result = await db
    .updateTable('timeslots')
    .set((eb) => ({ held: eb('held', '-', places), sold: eb('sold', '+', places) }))
    .where('id', '=', timeslotId)
    .where('held', '>=', places)
    .executeTakeFirst();
  if (!changed(result)) throw new CapacityError(`timeslot ${timeslotId} holds fewer than ${places} places`);
};

/** Sells places directly when they are free: for a payment confirmed after its hold expired. */
export const trySellWithoutHold = async (db: Executor, timeslotId: number, places: number): Promise<boolean> => {
  checkPlaces(places);
  const result = await db
    .updateTable('timeslots')
    .set((eb) => ({ sold: eb('sold', '+', places) }))
    .where('id', '=', timeslotId)
    .where((eb) => eb(eb(eb('sold', '+', eb.ref('held')), '+', places), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return changed(result);
};

/** capacity - sold - held, never negative; 0 for an unknown timeslot. */
export const remainingPlaces = async (db: Executor, timeslotId: number): Promise<number> => {
  const row = await db
    .selectFrom('timeslots')
    .select(['capacity', 'sold', 'held'])
    .where('id', '=', timeslotId)
    .executeTakeFirst();
  return row ? Math.max(0, row.capacity - row.sold - row.held) : 0;
};
