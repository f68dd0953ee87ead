import { BOOKING_ATTEMPTS_BEFORE_STAFF, retryDelayMs } from '@foyer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Settlement } from '../../payments/settlement.js';
import { findExpiredPendingOrders, findOrder, findPaidUnbookedOrders, flagUnbookableOrder, recordBookingFailure } from '../orders/public.js';
import type { BookingService } from './booking.service.js';
import type { CheckoutService } from './checkout.service.js';

const BATCH = 200;

export interface SweepResult {
  /** Unpaid orders whose hold ran out and whose places went back. */
  expired: number;
  /** Paid orders booked, and paid orders flagged for refund because their places were gone. */
  booked: number;
  flagged: number;
}

/**
 * The safety net behind every checkout (DESIGN.md "Data and consistency"): ends unpaid orders whose
 * hold ran out (closing their payment at the provider first, and giving places, stock and code
 * balances back), and books every order that is paid but not booked — its payment confirmed, or its
 * voucher codes paying it wholly; after a crash, a payer who never came back, or a payment that
 * arrived late — or flags it for refund. A booking that fails is logged with its order and payment
 * and tried again after a growing pause; after BOOKING_ATTEMPTS_BEFORE_STAFF failures the order is
 * flagged for refund for staff to look at. Idempotent, safe on every instance at once.
 */
export const sweepAndReconcile = async (
  db: Db,
  deps: { checkout: CheckoutService; booking: BookingService; settlement: Settlement; log: Pick<FastifyBaseLogger, 'error'> },
  now: Date = new Date(),
): Promise<SweepResult> => {
  const result: SweepResult = { expired: 0, booked: 0, flagged: 0 };
  for (const id of await findExpiredPendingOrders(db, now, BATCH)) {
    const order = await findOrder(db, id);
    if (order?.status !== 'pending') continue;
    // A provider that cannot be reached now is asked again on the next round.
    const ended = await deps.checkout.endOrder(order, 'expired').catch((error: unknown) => deps.log.error({ err: error, orderId: id }, 'ending an expired order failed'));
    if (ended === 'ended') result.expired += 1;
  }
  for (const id of await findPaidUnbookedOrders(db, now, BATCH)) {
    const order = await findOrder(db, id);
    if (order === undefined) continue;
    const payment = await db.selectFrom('payments').select('id').where('order_id', '=', id).where('status', '=', 'confirmed').executeTakeFirst();
    try {
      // Moves the order to paid together with its confirmed payment, then books it.
      if (order.status !== 'paid' && payment !== undefined) await deps.settlement.confirm(payment.id, now);
      const outcome = await deps.booking.book(id);
      if (outcome === 'booked') result.booked += 1;
      if (outcome === 'refund_required') result.flagged += 1;
    } catch (error) {
      const attempts = order.booking_attempts + 1;
      const context = { err: error, orderId: id, paymentId: payment?.id, attempts };
      if (attempts >= BOOKING_ATTEMPTS_BEFORE_STAFF) {
        await recordBookingFailure(db, id, attempts, now);
        if (await flagUnbookableOrder(db, id, now)) result.flagged += 1;
        deps.log.error(context, 'booking a paid order failed again: flagged for refund, staff must look at it');
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
        await recordBookingFailure(db, id, attempts, nextAttemptAt);
        deps.log.error({ ...context, nextAttemptAt: nextAttemptAt.toISOString() }, 'booking a paid order failed, will retry');
      }
    }
  }
  return result;
};
