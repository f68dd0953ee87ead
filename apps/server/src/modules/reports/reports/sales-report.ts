import { museumDate, reportBucketStart, reportPeriodOf, reportPeriodsBetween, zoneOffsetsBetween } from '@foyer/domain';
import { sql } from 'kysely';
import { bookedOrders } from '../booked-orders.js';
import type { ReportContext, ReportDefinition } from '../report-definition.js';

/**
 * The bucket the database groups booking instants by: the UTC hour, or the quarter hour where the
 * museum's offset in the range is not a whole hour. A bucket lies within one museum date, so the days,
 * weeks and months are added up from at most a few thousand buckets a year instead of every order.
 */
const bucketOf = (ctx: ReportContext) => {
  const quarters = zoneOffsetsBetween(ctx.range.start, ctx.range.end, ctx.shop.settings.time_zone).some((offset) => offset.minutes % 60 !== 0);
  return quarters ? sql<string>`substr(orders.booked_at, 1, 14) || cast(cast(substr(orders.booked_at, 15, 2) as integer) / 15 as text)` : sql<string>`substr(orders.booked_at, 1, 13)`;
};

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
    const bucket = bucketOf(ctx);
    const buckets = await bookedOrders(ctx.db, ctx.shop.id, ctx.range)
      .select([bucket.as('bucket'), sql<number>`count(*)`.as('orders'), sql<number>`sum(orders.total_cents)`.as('sales')])
      .groupBy(bucket)
      .execute();
    const periods = new Map(reportPeriodsBetween(ctx.range.from, ctx.range.to, ctx.period).map((period) => [period, { orders: 0, sales: 0 }]));
    for (const row of buckets) {
      const period = periods.get(reportPeriodOf(museumDate(reportBucketStart(row.bucket), ctx.shop.settings.time_zone), ctx.period));
      if (period === undefined) continue;
      period.orders += Number(row.orders);
      period.sales += Number(row.sales);
    }
    return [...periods].map(([period, sums]) => ({ period, ...sums }));
  },
};
