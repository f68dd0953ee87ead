import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { CLAIM_RESOURCES, type ClaimResourceName } from '../modules/claims/claim-resources.js';

/** The capacity table behind each claim resource. */
const TABLES = { timeslot: 'timeslots', stock: 'products', voucher: 'voucher_codes' } as const satisfies Record<ClaimResourceName, string>;
const RESOURCES = Object.keys(CLAIM_RESOURCES) as ClaimResourceName[];

/** Sold and held units of every capacity row (places, stock, code balances), keyed `resource:id`. */
export type CapacitySnapshot = Map<string, { sold: number; held: number }>;

export const capacitySnapshot = async (db: Db): Promise<CapacitySnapshot> => {
  const snapshot: CapacitySnapshot = new Map();
  for (const resource of RESOURCES) {
    for (const row of await db.selectFrom(TABLES[resource]).select(['id', 'sold', 'held']).execute()) snapshot.set(`${resource}:${row.id}`, { sold: row.sold, held: row.held });
  }
  return snapshot;
};


/**
 * What must hold once reconciliation and the sweeper have run past every hold, whatever crashed
 * before: no order is left pending or paid; every order with a confirmed payment is booked or flagged
 * for refund; a booked order's claims are all sold and every other order's all released; every place,
 * unit of stock and cent of a code's balance sold since `before` belongs to a sold claim and nothing
 * is held; what codes paid of each booked order is exactly what they spent on it; each booked order has
 * queued one confirmation mail and issued its tickets, and no other order has either.
 */
export const expectNothingStranded = async (db: Db, before: CapacitySnapshot): Promise<void> => {
  const orders = await db.selectFrom('orders').select(['id', 'status', 'total_cents', 'amount_due_cents']).execute();
  expect(orders.filter((order) => order.status === 'pending' || order.status === 'paid')).toEqual([]);
  const booked = new Set(orders.filter((order) => order.status === 'booked').map((order) => order.id));

  const confirmed = await db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select(['orders.id', 'orders.status']).where('payments.status', '=', 'confirmed').execute();
  expect(confirmed.filter((row) => row.status !== 'booked' && row.status !== 'refund_required')).toEqual([]);

  const claims = await db.selectFrom('claims').select(['order_id', 'resource', 'resource_id', 'quantity', 'status']).execute();
  expect(claims.filter((claim) => claim.status !== (booked.has(claim.order_id) ? 'sold' : 'released'))).toEqual([]);

  const soldClaims = new Map<string, number>();
  for (const claim of claims.filter((one) => one.status === 'sold')) {
    const key = `${claim.resource}:${claim.resource_id}`;
    soldClaims.set(key, (soldClaims.get(key) ?? 0) + claim.quantity);
  }
  for (const [key, now] of await capacitySnapshot(db)) {
    const start = before.get(key) ?? { sold: 0, held: 0 };
    expect({ key, sold: now.sold - start.sold, held: now.held }).toEqual({ key, sold: soldClaims.get(key) ?? 0, held: start.held });
  }

  const codePaid = new Map<number, number>();
  for (const claim of claims.filter((one) => one.resource === 'voucher')) codePaid.set(claim.order_id, (codePaid.get(claim.order_id) ?? 0) + claim.quantity);
  for (const order of orders.filter((one) => booked.has(one.id))) {
    expect({ order: order.id, codes: codePaid.get(order.id) ?? 0 }).toEqual({ order: order.id, codes: order.total_cents - order.amount_due_cents });
  }

  const mailed = (await db.selectFrom('outbox').select('order_id').where('order_mail', '=', 'confirmation').execute()).map((mail) => mail.order_id ?? 0);
  expect(mailed.toSorted((a, b) => a - b)).toEqual([...booked].toSorted((a, b) => a - b));

  const withTickets = await db.selectFrom('issued_tickets').select('order_id').distinct().execute();
  const ticketed = await db.selectFrom('order_lines').select('order_id').distinct().where('type', '=', 'ticket').execute();
  expect(new Set(withTickets.map((row) => row.order_id))).toEqual(new Set(ticketed.map((row) => row.order_id).filter((id) => booked.has(id))));
};
