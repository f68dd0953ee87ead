import type { OfficeOrderLineKind, OfficeOrderStatus } from '../../lib/api/types';
import type { MessageKey } from '../../lib/i18n/translator';
import { amountText } from '../events/event-draft';

export const ORDER_STATUS_KEYS: Record<OfficeOrderStatus, MessageKey> = {
  pending: 'orders.status.pending',
  paid: 'orders.status.paid',
  booked: 'orders.status.booked',
  failed: 'orders.status.failed',
  canceled: 'orders.status.canceled',
  expired: 'orders.status.expired',
  refund_required: 'orders.status.refundRequired',
  refunded: 'orders.status.refunded',
};

/** The kinds of line the office names, in the order the desk's kind filter offers them. */
export const KIND_KEYS: Record<OfficeOrderLineKind, MessageKey> = {
  ticket: 'orders.kind.ticket',
  guidedTour: 'orders.kind.guidedTour',
  merchandise: 'orders.kind.merchandise',
  annualPass: 'orders.kind.annualPass',
  voucher: 'orders.kind.voucher',
  donation: 'orders.kind.donation',
};

/** A kind of line by its name in the office's language; a kind the office does not know yet by its own name. */
export const kindText = (kind: string, t: (key: MessageKey) => string): string => {
  const key = (KIND_KEYS as Partial<Record<string, MessageKey>>)[kind];
  return key === undefined ? kind : t(key);
};

/** An amount with its currency, as the office writes prices (12.50 CHF). */
export const moneyText = (cents: number, currency: string): string => `${amountText(cents)} ${currency}`;

/** Staff actions on an order as its history names them; an action the office has no words for yet by its code. */
const ACTION_KEYS: Partial<Record<string, MessageKey>> = {
  'order.move': 'orders.action.move',
  'order.slot-cancelled': 'orders.action.slotCancelled',
  'order.slot-voucher': 'orders.action.slotVoucher',
  'order.slot-rebooked': 'orders.action.slotRebooked',
  'order.slot-refund-chosen': 'orders.action.slotRefundChosen',
};

export const actionText = (action: string, t: (key: MessageKey) => string): string => {
  const key = ACTION_KEYS[action];
  return key === undefined ? action : t(key);
};
/** The payment type number of sales at the desk (no payment type of the shop has it). */
const DESK_PAYART = 0;

/** A payment type by its name; a sale at the desk, which has none, as such; a type that left the catalog by its number. */
export const paymentTypeText = (payart: number, name: string | null, t: (key: MessageKey) => string): string => name ?? (payart === DESK_PAYART ? t('nav.desk') : String(payart));
