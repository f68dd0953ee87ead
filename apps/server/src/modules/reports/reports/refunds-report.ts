import { addSums, emptySums, refundSums, TENDER_SUMS, tenderColumns } from '../refund-sums.js';
import { periodOfBucket, periodsOf } from '../report-buckets.js';
import type { ReportDefinition } from '../report-definition.js';

/**
 * The refunds finished per day, week or month, by when they were finished (not when their orders
 * were booked), and what each tender gave back; every period of the range has its row.
 */
export const refundsReport: ReportDefinition = {
  name: 'refunds',
  columns: (period) => [{ key: 'period', label: period === 'day' ? 'col_day' : period === 'week' ? 'col_week' : 'col_month', type: period === 'month' ? 'month' : 'date' }, ...tenderColumns],
  sums: TENDER_SUMS,
  chart: { category: 'period', value: 'amount' },
  rows: async (ctx) => {
    const periods = periodsOf(ctx, emptySums);
    for (const sums of await refundSums(ctx)) {
      const period = periods.get(periodOfBucket(ctx, sums.bucket));
      if (period !== undefined) addSums(period, sums);
    }
    return [...periods].map(([period, sums]) => ({ period, ...sums }));
  },
};
