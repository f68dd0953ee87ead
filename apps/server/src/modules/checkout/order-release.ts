import type { Db } from '../../db/database.js';
import type { OrderStatus } from '../../db/schema-orders.js';
import { releaseHold } from '../capacity/capacity.repository.js';
import { findExpiredHoldOrders, findHolds, moveHold, moveOrder } from '../orders/orders.repository.js';

/**
 * Ends an unpaid order and gives its places back, in one transaction. Both steps are conditional
 * (order still `pending`, hold still `held`), so a cancel, a decline and the sweepers of several
 * instances may race: places are released exactly once. Answers whether this call ended the order.
 */
export const releaseOrder = (db: Db, orderId: number, to: Extract<OrderStatus, 'expired' | 'canceled' | 'failed'>, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!(await moveOrder(trx, orderId, ['pending'], to, now))) return false;
    for (const hold of await findHolds(trx, orderId)) {
      if (await moveHold(trx, hold.id, 'released')) await releaseHold(trx, hold.timeslot_id, hold.places);
    }
    return true;
  });

const SWEEP_BATCH = 200;

/** Releases the holds of unpaid orders whose hold time has run out; answers how many orders expired. */
export const sweepExpiredHolds = async (db: Db, now: Date = new Date()): Promise<number> => {
  let expired = 0;
  for (const orderId of await findExpiredHoldOrders(db, now, SWEEP_BATCH)) {
    if (await releaseOrder(db, orderId, 'expired', now)) expired += 1;
  }
  return expired;
};
