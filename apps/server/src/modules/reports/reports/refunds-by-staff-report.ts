import { addSums, emptySums, refundSums, TENDER_SUMS, tenderColumns } from '../refund-sums.js';
import type { ReportDefinition } from '../report-definition.js';

/** The refunds finished within the range by who gave them (the refund command as one more row), the largest first. */
export const refundsByStaffReport: ReportDefinition = {
  name: 'refunds-by-staff',
  columns: () => [{ key: 'staff', label: 'col_staff', type: 'text' }, ...tenderColumns],
  sums: TENDER_SUMS,
  chart: { category: 'staff', value: 'amount' },
  rows: async (ctx) => {
    const byStaff = new Map<string | null, ReturnType<typeof emptySums>>();
    for (const sums of await refundSums(ctx)) {
      const row = byStaff.get(sums.staffId) ?? emptySums();
      addSums(row, sums);
      byStaff.set(sums.staffId, row);
    }
    const ids = [...byStaff.keys()].filter((id): id is string => id !== null);
    const names = ids.length === 0 ? [] : await ctx.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
    return [...byStaff]
      .map(([id, sums]) => ({ staff: id === null ? ctx.m.staff_refundCommand : (names.find((member) => member.id === id)?.name ?? ctx.m.staff_removed), ...sums }))
      .sort((a, b) => b.amount - a.amount || a.staff.localeCompare(b.staff));
  },
};
