import type { Executor } from '../../db/database.js';
import type { ClaimStatus } from '../../db/schema-orders.js';

/** A timeslot with its event, as the desk moves visitors from and to it. */
export const slotWithEvent = (db: Executor, shopId: number, slotId: number) =>
  db
    .selectFrom('timeslots')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select(['timeslots.id', 'timeslots.event_id', 'timeslots.starts_at', 'timeslots.ends_at', 'timeslots.capacity', 'timeslots.sold', 'timeslots.held', 'events.kind', 'events.name'])
    .where('timeslots.id', '=', slotId)
    .where('events.shop_id', '=', shopId)
    .executeTakeFirst();
export type SlotWithEvent = NonNullable<Awaited<ReturnType<typeof slotWithEvent>>>;

/** The event's slots starting in [from, to) and after `now`, but `except`, by their start. */
export const otherSlotsBetween = (db: Executor, slot: SlotWithEvent, from: string, to: string, now: string) =>
  db
    .selectFrom('timeslots')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select(['timeslots.id', 'timeslots.event_id', 'timeslots.starts_at', 'timeslots.ends_at', 'timeslots.capacity', 'timeslots.sold', 'timeslots.held', 'events.kind', 'events.name'])
    .where('timeslots.event_id', '=', slot.event_id)
    .where('timeslots.starts_at', '>=', from)
    .where('timeslots.starts_at', '<', to)
    .where('timeslots.starts_at', '>', now)
    .where('timeslots.id', '<>', slot.id)
    .orderBy('timeslots.starts_at')
    .execute();

/** The place claims still in force on a slot (held or sold), of every order or of one. */
export const placeClaimsOf = (db: Executor, slotId: number, orderId?: number) =>
  db
    .selectFrom('claims')
    .select(['id', 'order_id', 'quantity', 'status'])
    .where('resource', '=', 'timeslot')
    .where('resource_id', '=', slotId)
    .where('status', 'in', ['held', 'sold'])
    .$if(orderId !== undefined, (q) => q.where('order_id', '=', orderId ?? 0))
    .orderBy('order_id')
    .execute();
export type PlaceClaim = Awaited<ReturnType<typeof placeClaimsOf>>[number];

/** Takes sold and held places on a slot by one conditional update: false when it has not room for them all. */
export const takePlaces = async (trx: Executor, slotId: number, sold: number, held: number): Promise<boolean> => {
  const result = await trx
    .updateTable('timeslots')
    .set((eb) => ({ sold: eb('sold', '+', sold), held: eb('held', '+', held) }))
    .where('id', '=', slotId)
    .where((eb) => eb(eb(eb('sold', '+', eb.ref('held')), '+', sold + held), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return (result.numUpdatedRows ?? 0n) > 0n;
};

/** Gives a slot's sold and held places back; false when it does not have them (its counts and claims disagree). */
export const givePlaces = async (trx: Executor, slotId: number, sold: number, held: number): Promise<boolean> => {
  const result = await trx
    .updateTable('timeslots')
    .set((eb) => ({ sold: eb('sold', '-', sold), held: eb('held', '-', held) }))
    .where('id', '=', slotId)
    .where('sold', '>=', sold)
    .where('held', '>=', held)
    .executeTakeFirst();
  return (result.numUpdatedRows ?? 0n) > 0n;
};

/** Takes an emptied slot off sale: no place is left to be had beyond what is still sold or held. */
export const closeSlot = (trx: Executor, slotId: number) =>
  trx.updateTable('timeslots').set((eb) => ({ capacity: eb('sold', '+', eb.ref('held')) })).where('id', '=', slotId).execute();

/**
 * Moves a claim to another slot: into the order's claim of the same state there when it has one
 * (one row per order and resource), else by changing the row's slot. Both conditional on the claim
 * still being where and what it was read as; false when another write moved or released it first.
 */
export const moveClaim = async (trx: Executor, claim: PlaceClaim, from: number, to: number): Promise<boolean> => {
  const status = claim.status as ClaimStatus;
  const there = await trx.selectFrom('claims').select('id').where('order_id', '=', claim.order_id).where('resource', '=', 'timeslot').where('resource_id', '=', to).where('status', '=', status).executeTakeFirst();
  if (there === undefined) {
    const moved = await trx.updateTable('claims').set({ resource_id: to }).where('id', '=', claim.id).where('resource_id', '=', from).where('status', '=', status).executeTakeFirst();
    return (moved.numUpdatedRows ?? 0n) > 0n;
  }
  const gone = await trx.deleteFrom('claims').where('id', '=', claim.id).where('resource_id', '=', from).where('status', '=', status).executeTakeFirst();
  if ((gone.numDeletedRows ?? 0n) === 0n) return false;
  await trx.updateTable('claims').set((eb) => ({ quantity: eb('quantity', '+', claim.quantity) })).where('id', '=', there.id).execute();
  return true;
};

/** The orders' lines, for those whose visit is at the slot being left. */
export const linesOfOrders = (db: Executor, orderIds: readonly number[]) =>
  orderIds.length === 0 ? Promise.resolve([]) : db.selectFrom('order_lines').selectAll().where('order_id', 'in', [...orderIds]).orderBy('order_id').orderBy('line_no').execute();

/** Who to tell: the orders paid, booked or reserved, with their customer and language. */
export const buyersToTell = (db: Executor, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('orders')
        .innerJoin('customers', 'customers.id', 'orders.customer_id')
        .select(['orders.id as order_id', 'orders.lang', 'customers.email', 'customers.salutation', 'customers.fname', 'customers.lname'])
        .where('orders.id', 'in', [...orderIds])
        .where((eb) => eb.or([eb('orders.status', 'in', ['paid', 'booked']), eb.and([eb('orders.status', '=', 'pending'), eb('orders.reserved', '=', 1)])]))
        .where('customers.email', '<>', '')
        .execute();
