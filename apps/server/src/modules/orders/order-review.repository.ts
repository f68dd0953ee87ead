import type { Executor } from '../../db/database.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

/** How many orders "my orders" lists at most: a museum visitor's history, not an archive. */
export const CUSTOMER_ORDERS_LIMIT = 100;

/** Voucher codes that pay the order: spent (sold) or held for it, in the order they were applied. */
export const findVoucherTenders = (db: Executor, orderId: number) =>
  db
    .selectFrom('claims')
    .innerJoin('voucher_codes', 'voucher_codes.id', 'claims.resource_id')
    .select(['voucher_codes.code', 'claims.quantity'])
    .where('claims.order_id', '=', orderId)
    .where('claims.resource', '=', 'voucher')
    .where('claims.status', 'in', ['held', 'sold'])
    .orderBy('claims.id')
    .execute();

/** Provider payments that took the order's money, with the name of their payment type (JSON `{lang: text}`, null if it left the catalog). */
export const findConfirmedPayments = (db: Executor, order: Pick<OrderRow, 'id' | 'shop_id'>) =>
  db
    .selectFrom('payments')
    .leftJoin('payment_types', (join) => join.onRef('payment_types.payart_id', '=', 'payments.payart').on('payment_types.shop_id', '=', order.shop_id))
    .select(['payments.amount_cents', 'payments.updated_at', 'payments.payart', 'payment_types.name'])
    .where('payments.order_id', '=', order.id)
    .where('payments.status', '=', 'confirmed')
    .orderBy('payments.updated_at')
    .execute();

/**
 * The customer's orders, newest first, with their lines, in two queries. Left out are checkouts that
 * never got further than an unpaid payment page (failed, cancelled, or expired, including a pending
 * one whose hold ran out); reserved orders stay, even lapsed ones, since the visitor chose them.
 */
export const findCustomerOrders = async (db: Executor, customerId: number, now: Date): Promise<{ orders: OrderRow[]; lines: OrderLineRow[] }> => {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('reserved', '=', 1),
        eb('status', 'in', ['paid', 'booked', 'refund_required', 'refunded']),
        eb.and([eb('status', '=', 'pending'), eb('hold_expires_at', '>', now.toISOString())]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(CUSTOMER_ORDERS_LIMIT)
    .execute();
  if (orders.length === 0) return { orders, lines: [] };
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  return { orders, lines };
};
