import type { Db } from '../../db/database.js';
import { noFaults, type FaultHook } from '../../db/fault-points.js';
import type { OrderStatus } from '../../db/schema-orders.js';
import { releaseClaims } from '../claims/public.js';
import { moveOrder } from './orders.repository.js';

/**
 * Ends an unpaid order that has no open payment (its payment never started) and gives its claims
 * back, in one transaction. Orders with a payment end through Settlement instead.
 */
export const releaseOrder = (db: Db, orderId: number, to: Extract<OrderStatus, 'expired' | 'canceled' | 'failed'>, now: Date, faults: FaultHook = noFaults): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!(await moveOrder(trx, orderId, ['pending'], to, now))) return false;
    faults('after-order-end');
    await releaseClaims(trx, orderId);
    return true;
  });

/**
 * Hands a paid order whose booking keeps failing to staff: flagged for refund (the refund command lists
 * it) with its held places given back, in one transaction. A confirmed payment so always ends booked or
 * flagged for refund, never stuck.
 */
export const flagUnbookableOrder = (db: Db, orderId: number, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!(await moveOrder(trx, orderId, ['pending', 'paid', 'expired', 'canceled', 'failed'], 'refund_required', now))) return false;
    await releaseClaims(trx, orderId);
    return true;
  });
