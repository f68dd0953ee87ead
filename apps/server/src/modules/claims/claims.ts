import { changedRows, compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { ClaimStatus } from '../../db/schema-orders.js';
import { CLAIM_RESOURCES, type ClaimResourceName, type Executor } from './claim-resources.js';

/** What a priced line must hold: `quantity` units of one resource. */
export interface Claim {
  resource: ClaimResourceName;
  id: number;
  quantity: number;
}

/** A claim that could not be placed: the caller's transaction is undone and the visitor told what is left. */
export class ClaimRefused extends Error {
  override readonly name = 'ClaimRefused';
  constructor(
    readonly claim: Claim,
    readonly available: number,
  ) {
    super(`${claim.resource} ${claim.id}: ${claim.quantity} asked, ${available} free`);
  }
}

/** A paid order's claim whose units went to someone else after its hold ran out. */
export class ClaimLost extends Error {
  override readonly name = 'ClaimLost';
}

const resourceOf = (name: string) => {
  if (!(name in CLAIM_RESOURCES)) throw new Error(`unknown claim resource "${name}"`);
  return CLAIM_RESOURCES[name as ClaimResourceName];
};

/** (resource, id) order: every transaction locks claimed rows in it. */
const inLockOrder = (a: { resource: string; id: number }, b: { resource: string; id: number }): number =>
  a.resource === b.resource ? a.id - b.id : a.resource < b.resource ? -1 : 1;

/**
 * The claims of an order summed per resource and sorted by (resource, id): every transaction takes
 * row locks in the same order, so two checkouts on PostgreSQL never deadlock.
 */
export const mergeClaims = (claims: readonly Claim[]): Claim[] => {
  const merged = new Map<string, Claim>();
  for (const claim of claims) {
    if (!Number.isInteger(claim.quantity) || claim.quantity < 0) throw new RangeError(`claim quantity must be a whole number, got ${claim.quantity}`);
    if (claim.quantity === 0) continue;
    const key = `${claim.resource}:${claim.id}`;
    const known = merged.get(key);
    merged.set(key, { ...claim, quantity: (known?.quantity ?? 0) + claim.quantity });
  }
  return [...merged.values()].sort(inLockOrder);
};

/** Holds every claim or none (throws ClaimRefused inside the caller's transaction) and records them. */
export const holdClaims = async (trx: Executor, orderId: number, claims: readonly Claim[], expiresAt: Date): Promise<void> => {
  const merged = mergeClaims(claims);
  for (const claim of merged) {
    const resource = resourceOf(claim.resource);
    if (!(await resource.tryHold(trx, claim.id, claim.quantity))) throw new ClaimRefused(claim, await resource.remaining(trx, claim.id));
  }
  if (merged.length === 0) return;
  await trx
    .insertInto('claims')
    .values(merged.map((claim) => ({ order_id: orderId, resource: claim.resource, resource_id: claim.id, quantity: claim.quantity, expires_at: expiresAt.toISOString(), status: 'held' as const })))
    .execute();
};

const claimsOfOrder = compiledOnce((db: Db, orderId: number) => db.selectFrom('claims').selectAll().where('order_id', '=', orderId).orderBy('resource').orderBy('resource_id'));
const orderClaims = async (db: Executor, orderId: number) => (await claimsOfOrder(db, orderId)).rows;

const claimStatus = compiledOnce((db: Db, claimId: number, from: ClaimStatus, to: ClaimStatus) =>
  db.updateTable('claims').set({ status: to }).where('id', '=', claimId).where('status', '=', from).returning(['resource_id', 'quantity']),
);
/**
 * Moves one claim row from `held` by conditional update; undefined when another caller got there
 * first. Answers the units as the row holds them now: the desk may have moved the claim to another
 * timeslot since it was read.
 */
const moveClaim = async (db: Executor, claimId: number, from: 'held' | 'released', to: 'released' | 'sold'): Promise<{ resource_id: number; quantity: number } | undefined> =>
  (await claimStatus(db, claimId, from, to)).rows[0];

/** Gives back everything the order still holds. Safe to race: each unit is released exactly once. */
export const releaseClaims = async (trx: Executor, orderId: number): Promise<void> => {
  for (const claim of await orderClaims(trx, orderId)) {
    const released = await moveClaim(trx, claim.id, 'held', 'released');
    if (released !== undefined) await resourceOf(claim.resource).release(trx, released.resource_id, released.quantity);
  }
};

const sellHeld = compiledOnce((db: Db, orderId: number) =>
  db.updateTable('claims').set({ status: 'sold' }).where('order_id', '=', orderId).where('status', '=', 'held').returning(['resource', 'resource_id', 'quantity']),
);

/**
 * Turns the held claims of an order into sales with one statement for the claims: for an order its
 * caller just moved out of pending, whose claims are all held (whoever releases claims moves their
 * order out of pending first, in the same transaction). Units are confirmed in (resource, id) order,
 * the order every transaction locks them in.
 */
export const sellHeldClaims = async (trx: Executor, orderId: number): Promise<void> => {
  const sold = (await sellHeld(trx, orderId)).rows.map((row) => ({ resource: row.resource, id: row.resource_id, quantity: row.quantity })).sort(inLockOrder);
  for (const claim of sold) {
    if (!(await resourceOf(claim.resource).confirm(trx, claim.id, claim.quantity))) {
      throw new Error(`${claim.resource} ${claim.id} holds fewer than the ${claim.quantity} units a claim of order ${orderId} held`);
    }
  }
};

/**
 * Turns the order's claims into sales: held ones directly, released ones (a late payment) only if
 * the units are still free, else ClaimLost so the caller undoes its transaction and flags a refund.
 */
export const confirmClaims = async (trx: Executor, orderId: number): Promise<void> => {
  for (const claim of await orderClaims(trx, orderId)) {
    const resource = resourceOf(claim.resource);
    if (claim.status === 'sold') continue;
    const held = claim.status === 'held' ? await moveClaim(trx, claim.id, 'held', 'sold') : undefined;
    if (held !== undefined) {
      if (await resource.confirm(trx, held.resource_id, held.quantity)) continue;
      throw new Error(`${claim.resource} ${held.resource_id} holds fewer than the ${held.quantity} units claim ${claim.id} held`);
    }
    const late = await moveClaim(trx, claim.id, 'released', 'sold');
    if (late === undefined) throw new ClaimLost(`claim ${claim.id} moved while confirming`);
    if (!(await resource.trySell(trx, late.resource_id, late.quantity))) throw new ClaimLost(`${claim.resource} ${late.resource_id} is sold out`);
  }
};

const returnSold = compiledOnce((db: Db, claimId: number, units: number) =>
  db
    .updateTable('claims')
    .set((eb) => ({ returned: eb('returned', '+', units) }))
    .where('id', '=', claimId)
    .where('status', '=', 'sold')
    .where((eb) => eb(eb('returned', '+', units), '<=', eb.ref('quantity'))),
);
const unreturn = compiledOnce((db: Db, claimId: number, units: number) =>
  db
    .updateTable('claims')
    .set((eb) => ({ returned: eb('returned', '-', units) }))
    .where('id', '=', claimId)
    .where('returned', '>=', units),
);

/**
 * Marks `units` of a sold claim as given back, by conditional update: never more than it sold, so two
 * refunds racing for the same units cannot both take them. Answers whether it did.
 */
export const reserveReturn = (trx: Executor, claimId: number, units: number): Promise<boolean> => changedRows(returnSold(trx, claimId, units));

/** Undoes reserveReturn (a refund its provider refused). */
export const undoReturn = async (trx: Executor, claimId: number, units: number): Promise<void> => {
  await unreturn(trx, claimId, units);
};

/** Puts `units` of a claim's resource back on sale (places, stock, a voucher code's cents) once reserveReturn took them. */
export const putBackOnSale = async (trx: Executor, claim: { resource: string; resource_id: number }, units: number): Promise<void> => {
  if (!(await resourceOf(claim.resource).unsell(trx, claim.resource_id, units))) {
    throw new Error(`${claim.resource} ${claim.resource_id} has fewer than the ${units} sold units a refund gives back`);
  }
};
