import type { Executor } from '../../db/database.js';
import { putBackOnSale, reserveReturn } from '../claims/public.js';
import { closeSlot, givePlaces } from '../orders/public.js';
import { heldClaimsOf, releaseHeldClaim, soldClaimOf } from './slot-cancellations.repository.js';

/**
 * A cancelled time stays off sale: its capacity follows what is still sold or held there, so places
 * given back by a refund, a voucher code or a rebooking never become free to buy (the table's check
 * keeps sold and held within capacity, so capacity shrinks with them).
 */
export const keepOffSale = (trx: Executor, slotId: number) => closeSlot(trx, slotId);

/**
 * Releases the places held on the time by checkouts still paying and by reservations: their orders
 * can no longer book them (a payment that still comes finds its places gone and is flagged for a
 * refund, as after a lapsed hold). Answers how many places were released.
 */
export const releaseHolds = async (trx: Executor, slotId: number): Promise<number> => {
  let released = 0;
  for (const claim of await heldClaimsOf(trx, slotId)) {
    if (!(await releaseHeldClaim(trx, claim.id))) continue;
    if (!(await givePlaces(trx, slotId, 0, claim.quantity))) throw new Error(`timeslot ${slotId} holds fewer places than its claims`);
    released += claim.quantity;
  }
  return released;
};

/** Gives the order's places at the time back (once: the claim's returned units go up conditionally), then keeps the time off sale. */
export const releaseSoldPlaces = async (trx: Executor, orderId: number, slotId: number): Promise<void> => {
  const claim = await soldClaimOf(trx, orderId, slotId);
  const units = claim === undefined ? 0 : claim.quantity - claim.returned;
  if (claim !== undefined && units > 0 && (await reserveReturn(trx, claim.id, units))) await putBackOnSale(trx, claim, units);
  await keepOffSale(trx, slotId);
};
