import type { Executor } from '../../db/database.js';
import { readEvents, type StoredEvent } from './events-catalog-export.js';

/** One event as stored, listed or not. */
export const findStoredEvent = async (db: Executor, shopId: number, id: number): Promise<StoredEvent | undefined> => (await readEvents(db, shopId, { id }))[0];

/** Every event of a shop with its next start still ahead, listed ones first, in the shop's order. */
export const listStoredEvents = (db: Executor, shopId: number, now: Date) =>
  db
    .selectFrom('events')
    .select((eb) => [
      'events.id',
      'events.name',
      'events.listed',
      'events.version',
      eb
        .selectFrom('timeslots')
        .select((inner) => inner.fn.min('timeslots.starts_at').as('next'))
        .whereRef('timeslots.event_id', '=', 'events.id')
        .where('timeslots.starts_at', '>', now.toISOString())
        .as('next_start'),
    ])
    .where('events.shop_id', '=', shopId)
    .where('events.kind', '=', 'event')
    .orderBy('events.listed', 'desc')
    .orderBy('events.sequence_no')
    .orderBy('events.id')
    .execute();

/**
 * Counts up an event's version if it is still the one its editor read: the one conditional update
 * that lets exactly one of two editors of the same version through.
 */
export const claimEventVersion = async (db: Executor, id: number, version: number): Promise<boolean> => {
  const result = await db.updateTable('events').set((eb) => ({ version: eb(eb.ref('version'), '+', 1) })).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** The next free ids of the tables whose ids the catalog gives (events and tours share theirs). */
export const nextCatalogIds = async (db: Executor) => {
  const [event, ticket, subticket] = await Promise.all([
    db.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst(),
    db.selectFrom('event_tickets').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst(),
    db.selectFrom('subtickets').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst(),
  ]);
  return { event: Number(event?.id ?? 0) + 1, ticket: Number(ticket?.id ?? 0) + 1, subticket: Number(subticket?.id ?? 0) + 1 };
};

/** A time with buyers that an edit closes (its schedule no longer has it) or shrinks below what is sold. */
export interface SlotLosingBuyers {
  id: number;
  startsAt: string;
  sold: number;
  /** What the new schedule gives the time: 0 when it no longer has it. */
  capacity: number;
  change: 'closed' | 'shrunk';
}

/** Future times of an event with places sold that the times an edit yields (`next`) close or shrink below what is sold. */
export const slotsLosingBuyers = async (db: Executor, eventId: number, next: { starts_at: string; capacity: number }[], now: Date): Promise<SlotLosingBuyers[]> => {
  const capacities = new Map(next.map((slot) => [slot.starts_at, slot.capacity]));
  const sold = await db
    .selectFrom('timeslots')
    .select(['id', 'starts_at', 'sold'])
    .where('event_id', '=', eventId)
    .where('starts_at', '>', now.toISOString())
    .where('sold', '>', 0)
    .orderBy('starts_at')
    .execute();
  return sold.flatMap((slot): SlotLosingBuyers[] => {
    const capacity = capacities.get(slot.starts_at);
    if (capacity === undefined) return [{ id: slot.id, startsAt: slot.starts_at, sold: slot.sold, capacity: 0, change: 'closed' }];
    return capacity < slot.sold ? [{ id: slot.id, startsAt: slot.starts_at, sold: slot.sold, capacity, change: 'shrunk' }] : [];
  });
};

/** The confirmed orders holding sold places in these times: whom to tell, in which language, of which of their times. */
export const buyersOfSlots = (db: Executor, slotIds: number[]) =>
  db
    .selectFrom('claims')
    .innerJoin('orders', 'orders.id', 'claims.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id as order_id', 'orders.lang', 'customers.email', 'customers.salutation', 'customers.fname', 'customers.lname', 'claims.resource_id as timeslot_id', 'claims.quantity as places'])
    .where('claims.resource', '=', 'timeslot')
    .where('claims.resource_id', 'in', slotIds)
    .where('claims.status', '=', 'sold')
    .where('orders.status', 'in', ['paid', 'booked'])
    .orderBy('orders.id')
    .execute();
