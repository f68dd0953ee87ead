import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import type { ReportDefinition } from '../report-definition.js';
import { kindLabel } from '../report-messages.js';

/** Sales per kind of line (tickets, tours, goods…), and shipping as a row of its own, so the total is the orders'. */
export const kindsReport: ReportDefinition = {
  name: 'kinds',
  columns: () => [
    { key: 'kind', label: 'col_kind', type: 'text' },
    { key: 'orders', label: 'col_orders', type: 'count' },
    { key: 'quantity', label: 'col_quantity', type: 'count' },
    { key: 'sales', label: 'col_sales', type: 'money' },
  ],
  sums: ['sales'],
  chart: { category: 'kind', value: 'sales' },
  rows: async ({ db, shop, range, m }) => {
    const [kinds, shipping] = await Promise.all([
      bookedOrders(db, shop.id, range)
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select(['order_lines.type', sql<number>`count(distinct orders.id)`.as('orders'), sql<number>`sum(order_lines.count)`.as('quantity'), sql<number>`sum(order_lines.total_cents)`.as('sales')])
        .groupBy('order_lines.type')
        .execute(),
      bookedOrders(db, shop.id, range)
        .where('orders.shipping_cents', '>', 0)
        .select([sql<number>`count(*)`.as('orders'), sql<number>`sum(orders.shipping_cents)`.as('sales')])
        .executeTakeFirstOrThrow(),
    ]);
    const rows = kinds
      .map((row) => ({ kind: kindLabel(m, row.type), orders: Number(row.orders), quantity: Number(row.quantity), sales: Number(row.sales) }))
      .sort((a, b) => b.sales - a.sales);
    return Number(shipping.orders) === 0 ? rows : [...rows, { kind: m.kind_shipping, orders: Number(shipping.orders), quantity: null, sales: Number(shipping.sales) }];
  },
};
