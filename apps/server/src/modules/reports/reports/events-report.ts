import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import { lineDetail, nameIn } from '../line-facts.js';
import type { ReportDefinition } from '../report-definition.js';

const VISIT_KINDS = ['ticket', 'dayTicket', 'guidedTour'];

/** Sales per event and per guided tour: the orders, the tickets or participants' lines, and what they paid. */
export const eventsReport: ReportDefinition = {
  name: 'events',
  columns: () => [
    { key: 'kind', label: 'col_kind', type: 'text' },
    { key: 'event', label: 'col_event', type: 'text' },
    { key: 'orders', label: 'col_orders', type: 'count' },
    { key: 'quantity', label: 'col_quantity', type: 'count' },
    { key: 'sales', label: 'col_sales', type: 'money' },
  ],
  sums: ['sales'],
  chart: { category: 'event', value: 'sales' },
  rows: async ({ db, shop, range, lang, m }) => {
    const isTour = sql<number>`case when order_lines.type = 'guidedTour' then 1 else 0 end`;
    const id = sql<string>`coalesce(${lineDetail(db, 'eventId')}, ${lineDetail(db, 'tourId')})`;
    // A ticket line's title is its event; a tour line's own name is the tour.
    const name = sql<string>`case when order_lines.type = 'guidedTour' then order_lines.name else order_lines.title end`;
    const rows = await bookedOrders(db, shop.id, range)
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .where('order_lines.type', 'in', VISIT_KINDS)
      .select([
        isTour.as('tour'),
        nameIn(name, lang).as('name'),
        sql<number>`count(distinct orders.id)`.as('orders'),
        sql<number>`sum(order_lines.count)`.as('quantity'),
        sql<number>`sum(order_lines.total_cents)`.as('sales'),
      ])
      .groupBy([isTour, id])
      .execute();
    return rows
      .map((row) => ({ kind: Number(row.tour) === 1 ? m.kind_tour : m.kind_event, event: row.name, orders: Number(row.orders), quantity: Number(row.quantity), sales: Number(row.sales) }))
      .sort((a, b) => b.sales - a.sales || a.event.localeCompare(b.event));
  },
};
