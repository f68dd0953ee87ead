import { orderStatement, type OrderStatement } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import { findVoucherTenders } from './order-review.repository.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

/** Whether the order ships goods: then its shipping shows as a row, free or not. */
export const shipsGoods = (order: Pick<OrderRow, 'shipping_address' | 'shipping_cents'>): boolean => order.shipping_address !== null || order.shipping_cents > 0;

/**
 * The one statement of a placed order that the thank-you page, the order's page and the payment page
 * show (packages/domain `orderStatement`): its lines' totals, shipping, and the
 * voucher codes with what each paid, so no page adds up on its own.
 */
export const placedOrderStatement = async (
  db: Executor,
  order: Pick<OrderRow, 'id' | 'shipping_address' | 'shipping_cents' | 'total_cents' | 'amount_due_cents'>,
  lines: readonly Pick<OrderLineRow, 'total_cents'>[],
): Promise<OrderStatement> => {
  // Codes pay the difference between the total and what the provider is asked for: none, nothing to read.
  const tenders = order.amount_due_cents === order.total_cents ? [] : await findVoucherTenders(db, order.id);
  return orderStatement({
    lineCents: lines.map((line) => line.total_cents),
    shippingCents: shipsGoods(order) ? order.shipping_cents : null,
    codes: tenders.map((tender) => ({ code: tender.code, appliedCents: tender.quantity })),
  });
};
