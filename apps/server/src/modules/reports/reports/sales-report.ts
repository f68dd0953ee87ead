import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import { bucketOf, periodOfBucket, periodsOf } from '../report-buckets.js';
import type { ReportDefinition } from '../report-definition.js';

/** Orders booked and their totals (lines and shipping) per day, week or month; every period of the range has its row. */
export const salesReport: ReportDefinition = {
  name: 'sales',
  columns: (period) => [
    { key: 'period', label: period === 'day' ? 'col_day' : period === 'week' ? 'col_week' : 'col_month', type: period === 'month' ? 'month' : 'date' },
    { key: 'orders', label: 'col_orders', type: 'count' },
    { key: 'sales', label: 'col_sales', type: 'money' },
  ],
  sums: ['orders', 'sales'],
  chart: { category: 'period', value: 'sales' },
  rows: async (ctx) => {
    const bucket = bucketOf(ctx, 'orders.booked_at');
    const buckets = await bookedOrders(ctx.db, ctx.shop.id, ctx.range)
      .select([bucket.as('bucket'), sql<number>`count(*)`.as('orders'), sql<number>`sum(orders.total_cents)`.as('sales')])
      .groupBy(bucket)
      .execute();
    const periods = periodsOf(ctx, () => ({ orders: 0, sales: 0 }));
    for (const row of buckets) {
      const period = periods.get(periodOfBucket(ctx, row.bucket));
      if (period === undefined) continue;
      period.orders += Number(row.orders);
      period.sales += Number(row.sales);
    }
    return [...periods].map(([period, sums]) => ({ period, ...sums }));
  },
};
