import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HoldsTable, OrderLinesTable, OrderStatus, OrdersTable } from '../../db/schema-orders.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type HoldRow = Selectable<HoldsTable>;

export const insertOrder = async (db: Db, order: Insertable<OrdersTable>): Promise<number> =>
  (await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow()).id;

export const insertOrderLines = async (db: Db, lines: Insertable<OrderLinesTable>[]): Promise<void> => {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
};

export const insertHolds = async (db: Db, holds: Insertable<HoldsTable>[]): Promise<void> => {
  if (holds.length > 0) await db.insertInto('holds').values(holds).execute();
};

export const findOrderByCartId = (db: Db, cartId: string): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();

export const findOrder = (db: Db, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrderLines = (db: Db, orderId: number): Promise<OrderLineRow[]> =>
  db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();

export const findHolds = (db: Db, orderId: number): Promise<HoldRow[]> =>
  db.selectFrom('holds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/**
 * Moves an order from one of `from` to `to` in one conditional UPDATE, so concurrent calls (two
 * execPayment clicks, the sweeper beside a cancel) agree on who did it: exactly one sees true.
 */
export const moveOrder = async (
  db: Db,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
  extra: { booked_at?: string } = {},
): Promise<boolean> => {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now.toISOString(), ...extra })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Claims a hold for release or sale; false when another caller got there first. */
export const moveHold = async (db: Db, holdId: number, to: 'released' | 'sold'): Promise<boolean> => {
  const result = await db
    .updateTable('holds')
    .set({ status: to })
    .where('id', '=', holdId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Orders with a hold past its expiry and no confirmed payment: the sweeper's work list. */
export const findExpiredHoldOrders = async (db: Db, now: Date, limit: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('holds')
    .innerJoin('orders', 'orders.id', 'holds.order_id')
    .select('holds.order_id')
    .distinct()
    .where('holds.status', '=', 'held')
    .where('holds.expires_at', '<=', now.toISOString())
    .where('orders.status', '=', 'pending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.status', '=', 'confirmed'),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_id);
};
