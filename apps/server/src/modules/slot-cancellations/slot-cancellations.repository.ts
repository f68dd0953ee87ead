import type { Executor } from '../../db/database.js';
import type { SlotCancellationChoice } from '../../db/schema-slot-cancellations.js';

/**
 * Whose places at a cancelled time are told: booked orders, and refunded ones whose places are still
 * sold there (an amount given back without the places: their tickets still open the door).
 */
const TOLD_STATUSES: ('booked' | 'refunded')[] = ['booked', 'refunded'];

export const findCancellationOfSlot = (db: Executor, slotId: number) => db.selectFrom('slot_cancellations').selectAll().where('timeslot_id', '=', slotId).executeTakeFirst();
export type StoredCancellation = NonNullable<Awaited<ReturnType<typeof findCancellationOfSlot>>>;

export const findCancellation = (db: Executor, id: number) => db.selectFrom('slot_cancellations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The cancellations with a buyer still to tell (paid after the cancellation, or a crash before the mails), or a slot that has places free again. */
export const cancellationsToFinish = (db: Executor) =>
  db
    .selectFrom('slot_cancellations')
    .innerJoin('timeslots', 'timeslots.id', 'slot_cancellations.timeslot_id')
    .select(['slot_cancellations.id', 'slot_cancellations.timeslot_id'])
    .where((eb) =>
      eb.or([
        eb('timeslots.capacity', '>', eb(eb.ref('timeslots.sold'), '+', eb.ref('timeslots.held'))),
        eb.exists(
          eb
            .selectFrom('claims')
            .innerJoin('orders', 'orders.id', 'claims.order_id')
            .select('claims.id')
            .whereRef('claims.resource_id', '=', 'slot_cancellations.timeslot_id')
            .where('claims.resource', '=', 'timeslot')
            .where('claims.status', '=', 'sold')
            .where('orders.status', 'in', TOLD_STATUSES)
            .where((inner) => inner('claims.quantity', '>', inner.ref('claims.returned')))
            .where((inner) => inner.not(inner.exists(inner.selectFrom('slot_cancellation_orders').select('slot_cancellation_orders.id').whereRef('slot_cancellation_orders.order_id', '=', 'claims.order_id').whereRef('slot_cancellation_orders.cancellation_id', '=', 'slot_cancellations.id')))),
        ),
      ]),
    )
    .orderBy('slot_cancellations.id')
    .execute();

/** The booked (or refunded) orders with sold places at the slot not told yet, with their customer, and the places each holds there. */
export const ordersToTell = (db: Executor, cancellationId: number, slotId: number) =>
  db
    .selectFrom('claims')
    .innerJoin('orders', 'orders.id', 'claims.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'orders.shop_id', 'orders.lang', 'orders.currency', 'customers.email', 'customers.salutation', 'customers.fname', 'customers.lname'])
    .select((eb) => eb.fn.sum<number>(eb(eb.ref('claims.quantity'), '-', eb.ref('claims.returned'))).as('places'))
    .where('claims.resource', '=', 'timeslot')
    .where('claims.resource_id', '=', slotId)
    .where('claims.status', '=', 'sold')
    .where('orders.status', 'in', TOLD_STATUSES)
    .where((eb) => eb('claims.quantity', '>', eb.ref('claims.returned')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('slot_cancellation_orders').select('slot_cancellation_orders.id').where('slot_cancellation_orders.cancellation_id', '=', cancellationId).whereRef('slot_cancellation_orders.order_id', '=', 'orders.id'))))
    .groupBy(['orders.id', 'orders.shop_id', 'orders.lang', 'orders.currency', 'customers.email', 'customers.salutation', 'customers.fname', 'customers.lname'])
    .orderBy('orders.id')
    .execute();
export type OrderToTell = Awaited<ReturnType<typeof ordersToTell>>[number];

/** The places held on the slot by checkouts still paying and by reservations. */
export const heldClaimsOf = (db: Executor, slotId: number) =>
  db.selectFrom('claims').select(['id', 'order_id', 'quantity']).where('resource', '=', 'timeslot').where('resource_id', '=', slotId).where('status', '=', 'held').orderBy('id').execute();

/** Releases a held claim once: false when it was sold or released meanwhile. */
export const releaseHeldClaim = async (trx: Executor, claimId: number): Promise<boolean> =>
  (await trx.updateTable('claims').set({ status: 'released' }).where('id', '=', claimId).where('status', '=', 'held').executeTakeFirst()).numUpdatedRows > 0n;

/** The order's sold claim on the slot with the places it still holds. */
export const soldClaimOf = (db: Executor, orderId: number, slotId: number) =>
  db.selectFrom('claims').selectAll().where('order_id', '=', orderId).where('resource', '=', 'timeslot').where('resource_id', '=', slotId).where('status', '=', 'sold').executeTakeFirst();

/** Records an order as told, once per cancellation: false when another round told it first. */
export const insertToldOrder = async (
  trx: Executor,
  row: { cancellationId: number; orderId: number; tokenHash: string; places: number; choice: SlotCancellationChoice; now: string; voucherCode?: string; amountCents?: number },
): Promise<boolean> => {
  const settled = row.choice === 'waiting' ? null : row.now;
  const inserted = await trx
    .insertInto('slot_cancellation_orders')
    .values({
      cancellation_id: row.cancellationId,
      order_id: row.orderId,
      token_hash: row.tokenHash,
      places: row.places,
      choice: row.choice,
      chosen_at: settled,
      chosen_by: row.choice === 'waiting' ? null : 'office',
      to_timeslot_id: null,
      refund_id: null,
      voucher_code: row.voucherCode ?? null,
      amount_cents: row.amountCents ?? null,
      settled_at: settled,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['cancellation_id', 'order_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const findToldOrderByToken = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('slot_cancellation_orders')
    .innerJoin('slot_cancellations', 'slot_cancellations.id', 'slot_cancellation_orders.cancellation_id')
    .selectAll('slot_cancellation_orders')
    .select(['slot_cancellations.timeslot_id', 'slot_cancellations.deadline', 'slot_cancellations.mode'])
    .where('slot_cancellation_orders.token_hash', '=', tokenHash)
    .executeTakeFirst();
export type ToldOrder = NonNullable<Awaited<ReturnType<typeof findToldOrderByToken>>>;

/**
 * Makes a buyer's choice, once: the row leaves `waiting` only if it still is (a second click, the
 * deadline round and the buyer racing: the first writer wins). False when it was made already.
 */
export const makeChoice = async (
  trx: Executor,
  rowId: number,
  choice: Exclude<SlotCancellationChoice, 'waiting' | 'voucher'>,
  by: 'buyer' | 'deadline',
  now: string,
  given: { toTimeslotId?: number; amountCents?: number; settled: boolean },
): Promise<boolean> =>
  (
    await trx
      .updateTable('slot_cancellation_orders')
      .set({ choice, chosen_by: by, chosen_at: now, to_timeslot_id: given.toTimeslotId ?? null, amount_cents: given.amountCents ?? null, settled_at: given.settled ? now : null })
      .where('id', '=', rowId)
      .where('choice', '=', 'waiting')
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** A chosen refund given: its refund (null when there was nothing to give back) and when. Once. */
export const markRefundSettled = async (db: Executor, rowId: number, refundId: number | null, now: string): Promise<void> => {
  await db.updateTable('slot_cancellation_orders').set({ refund_id: refundId, settled_at: now }).where('id', '=', rowId).where('settled_at', 'is', null).execute();
};

/** Buyers still waiting when the deadline passed. */
export const waitingPastDeadline = (db: Executor, now: string, limit: number) =>
  db
    .selectFrom('slot_cancellation_orders')
    .innerJoin('slot_cancellations', 'slot_cancellations.id', 'slot_cancellation_orders.cancellation_id')
    .selectAll('slot_cancellation_orders')
    .select(['slot_cancellations.timeslot_id', 'slot_cancellations.deadline', 'slot_cancellations.mode'])
    .where('slot_cancellation_orders.choice', '=', 'waiting')
    .where('slot_cancellations.deadline', '<=', now)
    .orderBy('slot_cancellation_orders.id')
    .limit(limit)
    .execute();

/** Refunds chosen before `before` and not given yet: a crash came between the choice and the refund. */
export const unsettledRefunds = (db: Executor, before: string, limit: number) =>
  db
    .selectFrom('slot_cancellation_orders')
    .innerJoin('slot_cancellations', 'slot_cancellations.id', 'slot_cancellation_orders.cancellation_id')
    .selectAll('slot_cancellation_orders')
    .select(['slot_cancellations.timeslot_id', 'slot_cancellations.deadline', 'slot_cancellations.mode'])
    .where('slot_cancellation_orders.choice', '=', 'refund')
    .where('slot_cancellation_orders.settled_at', 'is', null)
    .where('slot_cancellation_orders.chosen_at', '<', before)
    .orderBy('slot_cancellation_orders.id')
    .limit(limit)
    .execute();

/** Who was told of a cancellation and what they chose, with their customer and the time they rebooked to. */
export const toldOrdersOf = (db: Executor, cancellationId: number) =>
  db
    .selectFrom('slot_cancellation_orders')
    .innerJoin('orders', 'orders.id', 'slot_cancellation_orders.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('timeslots', 'timeslots.id', 'slot_cancellation_orders.to_timeslot_id')
    .selectAll('slot_cancellation_orders')
    .select(['orders.lang', 'customers.email', 'customers.fname', 'customers.lname', 'timeslots.starts_at as rebooked_to'])
    .where('slot_cancellation_orders.cancellation_id', '=', cancellationId)
    .orderBy('slot_cancellation_orders.order_id')
    .execute();

/** The event's times starting in [from, to) and after `now` that are not cancelled, but `except`, by their start. */
export const openTimesOfEvent = (db: Executor, eventId: number, except: number, from: string, to: string, now: string) =>
  db
    .selectFrom('timeslots')
    .select(['id', 'starts_at', 'ends_at', 'capacity', 'sold', 'held'])
    .where('event_id', '=', eventId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where('starts_at', '>', now)
    .where('id', '<>', except)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('slot_cancellations').select('slot_cancellations.id').whereRef('slot_cancellations.timeslot_id', '=', 'timeslots.id'))))
    .orderBy('starts_at')
    .execute();

/** The newest refund of an order: the one a chosen refund reserved before a crash kept it from being noted. */
export const newestRefundOf = async (db: Executor, orderId: number): Promise<number | null> =>
  (await db.selectFrom('refunds').select('id').where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst())?.id ?? null;
