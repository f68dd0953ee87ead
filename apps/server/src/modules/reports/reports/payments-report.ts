import { localizedTextSchema } from '@foyer/contract';
import { sql } from 'kysely';
import { localize } from '../../../kernel/localize.js';
import { bookedOrders } from '../booked-orders.js';
import type { ReportDefinition } from '../report-definition.js';
import { methodLabel } from '../report-messages.js';

/**
 * What paid the orders booked: the provider's confirmed payments per payment type and provider (to
 * set against the provider's payouts), and voucher codes as one more method. Together they are the
 * orders' totals. A payment that came in after another had paid its order is not among them: it is
 * flagged for refund (docs/office.md "Reports").
 */
export const paymentsReport: ReportDefinition = {
  name: 'payments',
  columns: () => [
    { key: 'method', label: 'col_method', type: 'text' },
    { key: 'provider', label: 'col_provider', type: 'text' },
    { key: 'payments', label: 'col_payments', type: 'count' },
    { key: 'amount', label: 'col_amount', type: 'money' },
  ],
  sums: ['payments', 'amount'],
  chart: { category: 'method', value: 'amount' },
  rows: async ({ db, shop, range, lang, m }) => {
    const [provider, codes, types] = await Promise.all([
      bookedOrders(db, shop.id, range)
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .where('payments.status', '=', 'confirmed')
        .select(['payments.provider', 'payments.payart', sql<number>`count(*)`.as('payments'), sql<number>`sum(payments.amount_cents)`.as('amount')])
        .groupBy(['payments.provider', 'payments.payart'])
        .execute(),
      bookedOrders(db, shop.id, range)
        .innerJoin('claims', 'claims.order_id', 'orders.id')
        .where('claims.resource', '=', 'voucher')
        .where('claims.status', '=', 'sold')
        .select([sql<number>`count(*)`.as('payments'), sql<number>`coalesce(sum(claims.quantity), 0)`.as('amount')])
        .executeTakeFirstOrThrow(),
      db.selectFrom('payment_types').select(['payart_id', 'name']).where('shop_id', '=', shop.id).execute(),
    ]);
    const typeName = (payart: number) => {
      const type = types.find((row) => row.payart_id === payart);
      return type === undefined ? methodLabel(m, payart) : localize(localizedTextSchema.parse(JSON.parse(type.name)), { lang, fallback: shop.fallback });
    };
    const rows = provider
      .map((row) => ({ method: typeName(row.payart), provider: row.provider, payments: Number(row.payments), amount: Number(row.amount) }))
      .sort((a, b) => b.amount - a.amount);
    return Number(codes.payments) === 0 ? rows : [...rows, { method: m.method_voucherCode, provider: null, payments: Number(codes.payments), amount: Number(codes.amount) }];
  },
};
