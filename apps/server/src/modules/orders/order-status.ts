import type { OrderReviewStatus } from '@foyer/contract';
import type { OrderStatus } from '../../db/schema-orders.js';
import type { OrderRow } from './orders.repository.js';

/** Statuses an order reaches only once a payment was taken. */
const PAID: readonly OrderStatus[] = ['paid', 'booked', 'refund_required', 'refunded'];

export const isPaid = (order: Pick<OrderRow, 'status'>): boolean => PAID.includes(order.status);

/** Whether the order can be paid now (`checkout/initPaymentOrder`): unpaid, something due, and its places still held. */
export const isPayable = (order: Pick<OrderRow, 'status' | 'hold_expires_at' | 'amount_due_cents'>, now: Date): boolean =>
  order.status === 'pending' && order.amount_due_cents > 0 && Date.parse(order.hold_expires_at) > now.getTime();

/**
 * Where an order stands as the visitor reads it: an unpaid order whose hold ran out counts as
 * cancelled before the sweeper gets to it, and a paid order being booked as processing.
 */
export const reviewStatus = (order: Pick<OrderRow, 'status' | 'hold_expires_at'>, now: Date): OrderReviewStatus => {
  switch (order.status) {
    case 'pending':
      return Date.parse(order.hold_expires_at) > now.getTime() ? 'awaiting_payment' : 'canceled';
    case 'paid':
      return 'processing';
    case 'booked':
      return 'booked';
    case 'refund_required':
      return 'refund_required';
    case 'refunded':
      return 'refunded';
    case 'failed':
    case 'canceled':
    case 'expired':
      return 'canceled';
  }
};
