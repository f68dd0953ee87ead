import type { Db } from '../../db/database.js';
import type { ReportRange } from './report-definition.js';

/**
 * The orders a report counts: those of the shop booked (paid) within the range, by the instant they
 * were booked, whatever happened to them later (refunds are reported as refunds). Served by
 * `orders_booked_idx (shop_id, booked_at, …)` of migration 0033.
 */
export const bookedOrders = (db: Db, shopId: number, range: ReportRange) =>
  db.selectFrom('orders').where('orders.shop_id', '=', shopId).where('orders.booked_at', '>=', range.start).where('orders.booked_at', '<', range.end);
