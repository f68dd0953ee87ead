import { museumDate } from '@foyer/domain';
import { sql } from 'kysely';
import type { ReportDefinition } from '../report-definition.js';

/** How much of a code the report shows: enough to tell codes apart, too little to spend one. */
const CODE_END = 4;

/**
 * The gift vouchers sold and still owed at the end of the range: every code an order sold by then,
 * valid on the range's last day (days at UTC+1, as codes are), with what orders booked by then spent
 * of it. The museum owes the balance until the code is spent or runs out.
 */
export const voucherLiabilityReport: ReportDefinition = {
  name: 'voucher-liability',
  columns: () => [
    { key: 'order', label: 'col_order', type: 'text' },
    { key: 'code', label: 'col_code', type: 'text' },
    { key: 'issuedOn', label: 'col_issuedOn', type: 'date' },
    { key: 'validTo', label: 'col_validTo', type: 'date' },
    { key: 'value', label: 'col_value', type: 'money' },
    { key: 'spent', label: 'col_spent', type: 'money' },
    { key: 'balance', label: 'col_balance', type: 'money' },
  ],
  sums: ['value', 'spent', 'balance'],
  chart: null,
  rows: async ({ db, shop, range }) => {
    const spent = db
      .selectFrom('claims')
      .innerJoin('orders', 'orders.id', 'claims.order_id')
      .select(['claims.resource_id', sql<number>`sum(claims.quantity)`.as('cents')])
      .where('claims.resource', '=', 'voucher')
      .where('claims.status', '=', 'sold')
      .where('orders.booked_at', '<', range.end)
      .groupBy('claims.resource_id')
      .as('spent');
    const codes = await db
      .selectFrom('voucher_codes')
      .innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id')
      .leftJoin(spent, 'spent.resource_id', 'voucher_codes.id')
      .select(['order_lines.order_id', 'voucher_codes.code', 'voucher_codes.created_at', 'voucher_codes.valid_to', 'voucher_codes.amount', sql<number>`coalesce(spent.cents, 0)`.as('spent')])
      .where('voucher_codes.shop_id', '=', shop.id)
      .where('voucher_codes.created_at', '<', range.end)
      .where('voucher_codes.valid_to', '>=', range.to)
      .where(sql<boolean>`voucher_codes.amount > coalesce(spent.cents, 0)`)
      .orderBy('voucher_codes.created_at')
      .orderBy('voucher_codes.id')
      .execute();
    return codes.map((code) => ({
      order: String(code.order_id),
      code: `…${code.code.slice(-CODE_END)}`,
      issuedOn: museumDate(code.created_at, shop.settings.time_zone),
      validTo: code.valid_to,
      value: code.amount,
      spent: Number(code.spent),
      balance: code.amount - Number(code.spent),
    }));
  },
};
