import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import { lineItemKey, nameIn } from '../line-facts.js';
import type { ReportDefinition } from '../report-definition.js';
import { kindLabel } from '../report-messages.js';

/** Sales per catalog item (a ticket type, a tour, a product, a gift voucher, a donation offer), the best-selling first. */
export const itemsReport: ReportDefinition = {
  name: 'items',
  columns: () => [
    { key: 'kind', label: 'col_kind', type: 'text' },
    { key: 'item', label: 'col_item', type: 'text' },
    { key: 'of', label: 'col_of', type: 'text' },
    { key: 'quantity', label: 'col_quantity', type: 'count' },
    { key: 'sales', label: 'col_sales', type: 'money' },
  ],
  sums: ['sales'],
  chart: null,
  rows: async ({ db, shop, range, lang, m }) => {
    const item = lineItemKey(db);
    const rows = await bookedOrders(db, shop.id, range)
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select([
        'order_lines.type',
        nameIn(sql.ref<string>('order_lines.name'), lang).as('name'),
        nameIn(sql.ref<string>('order_lines.title'), lang).as('title'),
        sql<number>`sum(order_lines.count)`.as('quantity'),
        sql<number>`sum(order_lines.total_cents)`.as('sales'),
      ])
      .groupBy(['order_lines.type', item])
      .execute();
    return rows
      .map((row) => ({ kind: kindLabel(m, row.type), item: row.name, of: row.title, quantity: Number(row.quantity), sales: Number(row.sales) }))
      .sort((a, b) => b.sales - a.sales || a.item.localeCompare(b.item));
  },
};
