import type { Insertable, Selectable } from 'kysely';
import type { OrderLinesTable, OrderStatus, OrdersTable } from '../../db/schema-orders.js';
import { changedRows, compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Db, Executor } from '../../db/database.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;

/** Every column an order is placed with: the insert binds them in this order and is compiled once. */
const PLACED_ORDER_COLUMNS = [
  'cart_id',
  'shop_id',
  'customer_id',
  'lang',
  'status',
  'total_cents',
  'shipping_cents',
  'shipping_address',
  'amount_due_cents',
  'currency',
  'payart',
  'partner',
  'external_document_number',
  'referrer',
  'continue_url',
  'cancel_url',
  'download_key',
  'hold_expires_at',
  'created_at',
  'updated_at',
  'booked_at',
  'review_token',
  'reserved',
] as const satisfies readonly (keyof Insertable<OrdersTable>)[];
type PlacedOrder = { [Column in (typeof PLACED_ORDER_COLUMNS)[number]]-?: Exclude<Insertable<OrdersTable>[Column], undefined> };

const orderInsert = compiledOnce((db: Db, ...values: unknown[]) =>
  db
    .insertInto('orders')
    .values(Object.fromEntries(PLACED_ORDER_COLUMNS.map((column, index) => [column, values[index]])) as Insertable<OrdersTable>)
    .returningAll(),
);
export const insertOrder = async (db: Executor, order: PlacedOrder): Promise<OrderRow> => {
  const row = await firstRow(orderInsert(db, ...PLACED_ORDER_COLUMNS.map((column) => order[column])));
  if (row === undefined) throw new Error('inserting an order answered no row');
  return row;
};

export const insertOrderLines = async (db: Executor, lines: Insertable<OrderLinesTable>[]): Promise<void> => {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
};

const orderByCartId = compiledOnce((db: Db, cartId: string) => db.selectFrom('orders').selectAll().where('cart_id', '=', cartId));
export const findOrderByCartId = (db: Executor, cartId: string): Promise<OrderRow | undefined> => firstRow(orderByCartId(db, cartId));

const orderEmailAndLinesByCartId = compiledOnce((db: Db, cartId: string) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .selectAll('orders')
    .select([
      'customers.email as customer_email',
      'order_lines.id as line_id',
      'order_lines.line_no as line_no',
      'order_lines.type as line_type',
      'order_lines.datetime as line_datetime',
      'order_lines.name as line_name',
      'order_lines.title as line_title',
      'order_lines.count as line_count',
      'order_lines.unit_price_cents as line_unit_price_cents',
      'order_lines.total_cents as line_total_cents',
      'order_lines.vat_bp as line_vat_bp',
      'order_lines.parts as line_parts',
      'order_lines.details as line_details',
      'order_lines.refunded_count as line_refunded_count',
    ])
    .where('orders.cart_id', '=', cartId)
    .orderBy('order_lines.line_no'),
);
type OrderEmailAndLine = Awaited<ReturnType<typeof orderEmailAndLinesByCartId>>['rows'][number];

const lineOf = (row: OrderEmailAndLine): OrderLineRow => ({
  id: row.line_id,
  order_id: row.id,
  line_no: row.line_no,
  type: row.line_type,
  datetime: row.line_datetime,
  name: row.line_name,
  title: row.line_title,
  count: row.line_count,
  unit_price_cents: row.line_unit_price_cents,
  total_cents: row.line_total_cents,
  vat_bp: row.line_vat_bp,
  parts: row.line_parts,
  details: row.line_details,
  refunded_count: row.line_refunded_count,
});

/**
 * The order of a cart with its customer's mail address and its lines, which the booking result
 * repeats: one read for all three, a row per line (every order has at least one; lines never change
 * once placed).
 */
export const findOrderEmailAndLinesByCartId = async (db: Executor, cartId: string): Promise<{ order: OrderRow; email: string; lines: OrderLineRow[] } | undefined> => {
  const rows = (await orderEmailAndLinesByCartId(db, cartId)).rows;
  const [first] = rows;
  if (first === undefined) return undefined;
  const {
    customer_email: email,
    line_id: _id,
    line_no: _lineNo,
    line_type: _type,
    line_datetime: _datetime,
    line_name: _name,
    line_title: _title,
    line_count: _count,
    line_unit_price_cents: _unitPrice,
    line_total_cents: _total,
    line_vat_bp: _vat,
    line_parts: _parts,
    line_details: _details,
    ...order
  } = first;
  return { order, email, lines: rows.map(lineOf) };
};

/** The order a review link names; the token is its only key (DESIGN.md: never the order number). */
export const findOrderByReviewToken = (db: Executor, token: string): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('review_token', '=', token).executeTakeFirst();

const orderById = compiledOnce((db: Db, id: number) => db.selectFrom('orders').selectAll().where('id', '=', id));
export const findOrder = (db: Executor, id: number): Promise<OrderRow | undefined> => firstRow(orderById(db, id));

const linesOfOrder = compiledOnce((db: Db, orderId: number) => db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no'));
export const findOrderLines = async (db: Executor, orderId: number): Promise<OrderLineRow[]> => (await linesOfOrder(db, orderId)).rows;

/**
 * The customer's unpaid checkouts: a new checkout ends them first, so one session holds one order's
 * places at most. Reserved orders are left alone: they wait for their payment until their due date.
 */
const pendingOrders = compiledOnce((db: Db, customerId: number) => db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).where('status', '=', 'pending').where('reserved', '=', 0));
export const findPendingOrders = async (db: Executor, customerId: number): Promise<OrderRow[]> => (await pendingOrders(db, customerId)).rows;

/**
 * Moves an order from one of `from` to `to` in one conditional UPDATE, so concurrent calls (two
 * execPayment clicks, the sweeper beside a cancel) agree on who did it: exactly one sees true.
 */
export const moveOrder = async (
  db: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
): Promise<boolean> => {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Orders a confirmed payment may still turn into a booking: whatever happened, paid money is never dropped. */
const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'expired', 'canceled', 'failed'];

const orderPaid = compiledOnce((db: Db, orderId: number, now: string) =>
  db.updateTable('orders').set({ status: 'paid', updated_at: now }).where('id', '=', orderId).where('status', 'in', PAYABLE_ORDER_STATUSES).returningAll(),
);
/** `moveOrder` from any payable state to paid that answers the order as moved (undefined when it was in none), so booking need not read it again. */
export const markOrderPaid = (db: Executor, orderId: number, now: Date): Promise<OrderRow | undefined> => firstRow(orderPaid(db, orderId, now.toISOString()));

const orderBooked = compiledOnce((db: Db, orderId: number, now: string) =>
  db.updateTable('orders').set({ status: 'booked', updated_at: now, booked_at: now }).where('id', '=', orderId).where('status', '=', 'paid'),
);
/** `moveOrder` from paid to booked, stamping when: the step every booking takes. */
export const markOrderBooked = (db: Executor, orderId: number, now: Date): Promise<boolean> => changedRows(orderBooked(db, orderId, now.toISOString()));

const pendingOrderBooked = compiledOnce((db: Db, orderId: number, now: string) =>
  db.updateTable('orders').set({ status: 'booked', updated_at: now, booked_at: now }).where('id', '=', orderId).where('status', '=', 'pending').returningAll(),
);
/**
 * Moves a pending order straight to booked, for a payment confirmed and booked in one transaction;
 * answers the order as moved, undefined when it was not pending.
 */
export const markPendingOrderBooked = (db: Executor, orderId: number, now: Date): Promise<OrderRow | undefined> => firstRow(pendingOrderBooked(db, orderId, now.toISOString()));

/** Unpaid orders whose hold has run out: the sweeper's work list. */
export const findExpiredPendingOrders = async (db: Executor, now: Date, limit: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
};

/**
 * Orders paid but not booked, which reconciliation books or flags: every `paid` order (a crash between
 * paying and booking; an order its voucher codes paid wholly has no payment row at all), and every
 * order whose payment is confirmed while it is pending (a payer who never came back) or expired,
 * cancelled or failed (paid too late). Each kind is found through its own index.
 */
export const findPaidUnbookedOrders = async (db: Executor, now: Date, limit: number): Promise<number[]> => {
  // An order whose booking failed waits for its next attempt (retryDelayMs).
  const paid = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'paid')
    .where((eb) => eb.or([eb('next_booking_at', 'is', null), eb('next_booking_at', '<=', now.toISOString())]))
    .orderBy('id')
    .limit(limit)
    .execute();
  const confirmed = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select('orders.id')
    .distinct()
    .where('payments.status', '=', 'confirmed')
    .where('orders.status', 'in', ['pending', 'expired', 'canceled', 'failed'])
    .where((eb) => eb.or([eb('orders.next_booking_at', 'is', null), eb('orders.next_booking_at', '<=', now.toISOString())]))
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return [...new Set([...paid, ...confirmed].map((row) => row.id))].sort((a, b) => a - b).slice(0, limit);
};

/** Counts a failed background booking of the order and sets when the next attempt is due. */
export const recordBookingFailure = async (db: Executor, orderId: number, attempts: number, nextAttemptAt: Date): Promise<void> => {
  await db.updateTable('orders').set({ booking_attempts: attempts, next_booking_at: nextAttemptAt.toISOString() }).where('id', '=', orderId).execute();
};
