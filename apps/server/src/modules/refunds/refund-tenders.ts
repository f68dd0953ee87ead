import { localizedTextSchema } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import type { PaymentStatus } from '../../db/schema-orders.js';
import { localize, type LangContext } from '../../kernel/localize.js';

/** One way an order was paid, with what it paid and what has gone back to it so far. */
export type OrderTender =
  | { kind: 'provider'; paymentId: string; status: PaymentStatus; provider: string; providerRef: string | null; currency: string; name: string | null; paidCents: number; refundedCents: number }
  | { kind: 'voucherCode'; claimId: number; code: string; paidCents: number; refundedCents: number };

/**
 * The order's tenders in a fixed order (voucher codes, then payments, oldest first): the codes it
 * spent (sold claims on a code's balance) and its confirmed payments; `withFlagged` adds the payments
 * flagged for refund because another payment had paid the order, which only a whole refund gives back.
 */
export const findOrderTenders = async (db: Executor, order: { id: number; shop_id: number }, ctx: LangContext, withFlagged: boolean): Promise<OrderTender[]> => {
  const statuses: PaymentStatus[] = withFlagged ? ['confirmed', 'refund_required'] : ['confirmed'];
  const [codes, payments] = await Promise.all([
    db
      .selectFrom('claims')
      .innerJoin('voucher_codes', 'voucher_codes.id', 'claims.resource_id')
      .select(['claims.id', 'claims.quantity', 'claims.returned', 'voucher_codes.code'])
      .where('claims.order_id', '=', order.id)
      .where('claims.resource', '=', 'voucher')
      .where('claims.status', '=', 'sold')
      .orderBy('claims.id')
      .execute(),
    db
      .selectFrom('payments')
      .leftJoin('payment_types', (join) => join.onRef('payment_types.payart_id', '=', 'payments.payart').on('payment_types.shop_id', '=', order.shop_id))
      .select(['payments.id', 'payments.status', 'payments.provider', 'payments.provider_ref', 'payments.currency', 'payments.amount_cents', 'payments.refunded_cents', 'payment_types.name'])
      .where('payments.order_id', '=', order.id)
      .where('payments.status', 'in', statuses)
      .orderBy('payments.created_at')
      .orderBy('payments.id')
      .execute(),
  ]);
  return [
    ...codes.map((code): OrderTender => ({ kind: 'voucherCode', claimId: code.id, code: code.code, paidCents: code.quantity, refundedCents: code.returned })),
    ...payments.map(
      (payment): OrderTender => ({
        kind: 'provider',
        paymentId: payment.id,
        status: payment.status,
        provider: payment.provider,
        providerRef: payment.provider_ref,
        currency: payment.currency,
        name: payment.name === null ? null : localize(localizedTextSchema.parse(JSON.parse(payment.name)), ctx),
        paidCents: payment.amount_cents,
        refundedCents: payment.refunded_cents,
      }),
    ),
  ];
};

/**
 * Whether every tender of the order gave all it paid back: codes spent and payments confirmed or
 * already refunded, after this refund's effects (the order is then `refunded`).
 */
export const everythingGivenBack = async (trx: Executor, orderId: number): Promise<boolean> => {
  const codes = await trx.selectFrom('claims').select(['quantity', 'returned']).where('order_id', '=', orderId).where('resource', '=', 'voucher').where('status', '=', 'sold').execute();
  const payments = await trx.selectFrom('payments').select(['amount_cents', 'refunded_cents', 'status']).where('order_id', '=', orderId).where('status', 'in', ['confirmed', 'refunded']).execute();
  const paid = [...codes.map((code) => code.quantity), ...payments.map((payment) => payment.amount_cents)].reduce((sum, cents) => sum + cents, 0);
  const left = [...codes.map((code) => code.quantity - code.returned), ...payments.map((payment) => (payment.status === 'refunded' ? 0 : payment.amount_cents - payment.refunded_cents))].reduce((sum, cents) => sum + cents, 0);
  return paid > 0 && left <= 0;
};

/** The names of the order's payment types, by payment, in the context's language (null when the type left the catalog). */
export const paymentNames = async (db: Executor, order: { id: number; shop_id: number }, ctx: LangContext): Promise<Map<string, string | null>> => {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('payment_types', (join) => join.onRef('payment_types.payart_id', '=', 'payments.payart').on('payment_types.shop_id', '=', order.shop_id))
    .select(['payments.id', 'payment_types.name'])
    .where('payments.order_id', '=', order.id)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name === null ? null : localize(localizedTextSchema.parse(JSON.parse(row.name)), ctx)]));
};
