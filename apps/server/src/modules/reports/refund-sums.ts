import { sql } from 'kysely';
import { isPostgres } from '../../db/database.js';
import { bucketOf } from './report-buckets.js';
import type { ReportContext } from './report-definition.js';

/**
 * How a refund's share went back: through the payment provider's refund API, to a voucher code's
 * balance, or at the desk (cash from the till, or the desk's card terminal) for money taken there.
 */
export const REFUND_TENDERS = ['provider', 'voucherCode', 'deskCash', 'deskTerminal'] as const;
export type RefundTender = (typeof REFUND_TENDERS)[number];

/** What the refunds one staff member (null: the refund command) finished within one bucket gave back. */
export interface RefundSums {
  bucket: string;
  staffId: string | null;
  refunds: number;
  cents: Record<RefundTender, number>;
}

interface ShareRow {
  bucket: string;
  staff_id: string | null;
  tender: string;
  cents: number | string;
}

const isTender = (tender: string): tender is RefundTender => (REFUND_TENDERS as readonly string[]).includes(tender);

/**
 * The refunds finished (`done`) within the range, by when they were finished, in buckets of the
 * museum's day: each tender's share of them from one grouped statement over the refunds' shares (a
 * JSON array per refund), and their number from a second, both read through `refunds_done_idx`
 * (migration 0037) without reaching the shop's orders. A provider share is told apart as given back
 * at the desk through `payments_desk_idx`, which holds the desk's few payments only, so the
 * provider's own payments are never read. A cancellation of an order nothing was paid for is no refund.
 */
export const refundSums = async (ctx: ReportContext): Promise<RefundSums[]> => {
  const { db, shop, range } = ctx;
  const bucket = bucketOf(ctx, 'refunds.completed_at');
  const postgres = isPostgres(db);
  // PostgreSQL guesses a hundred elements per array; the limit tells it a refund has a few shares, so it plans lookups, not scans.
  const shares = postgres ? sql`cross join lateral (select value from json_array_elements(refunds.tenders::json) limit 8) as share(value)` : sql`cross join json_each(refunds.tenders) as share`;
  const field = (name: string) => (postgres ? sql`(share.value ->> ${sql.lit(name)})` : sql`json_extract(share.value, ${sql.lit(`$.${name}`)})`);
  const tender = sql<string>`case when ${field('kind')} = 'voucherCode' then 'voucherCode' when payments.provider = 'desk-cash' then 'deskCash' when payments.provider = 'desk-terminal' then 'deskTerminal' else 'provider' end`;
  const cents = postgres ? sql`sum((${field('cents')})::integer)` : sql`sum(${field('cents')})`;
  const done = sql<boolean>`refunds.shop_id = ${shop.id} and refunds.status = 'done' and refunds.completed_at >= ${range.start} and refunds.completed_at < ${range.end} and refunds.amount_cents > 0`;
  const [shareRows, counts] = await Promise.all([
    sql<ShareRow>`select ${bucket} as bucket, refunds.staff_id, ${tender} as tender, ${cents} as cents
      from refunds ${shares}
      left join payments on payments.id = ${field('paymentId')} and payments.provider in ('desk-cash', 'desk-terminal')
      where ${done}
      group by 1, 2, 3`.execute(db),
    db
      .selectFrom('refunds')
      .where(done)
      .select([bucket.as('bucket'), 'refunds.staff_id', sql<number>`count(*)`.as('refunds')])
      .groupBy([bucket, 'refunds.staff_id'])
      .execute(),
  ]);
  const keyOf = (bucketName: string, staffId: string | null) => `${bucketName}|${staffId ?? ''}`;
  const sums = new Map<string, RefundSums>(
    counts.map((row) => [keyOf(row.bucket, row.staff_id), { bucket: row.bucket, staffId: row.staff_id, refunds: Number(row.refunds), cents: { provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 0 } }]),
  );
  for (const row of shareRows.rows) {
    const entry = sums.get(keyOf(row.bucket, row.staff_id));
    if (entry !== undefined && isTender(row.tender)) entry.cents[row.tender] += Number(row.cents);
  }
  return [...sums.values()];
};

/** The columns of each tender's share and their sum, in the order the reports show them. */
export const tenderColumns = [
  { key: 'refunds', label: 'col_refunds', type: 'count' },
  { key: 'provider', label: 'col_tender_provider', type: 'money' },
  { key: 'voucherCode', label: 'col_tender_voucherCode', type: 'money' },
  { key: 'deskCash', label: 'col_tender_deskCash', type: 'money' },
  { key: 'deskTerminal', label: 'col_tender_deskTerminal', type: 'money' },
  { key: 'amount', label: 'col_refunded', type: 'money' },
] as const;
export const TENDER_SUMS = tenderColumns.map((column) => column.key);

/** Adds one bucket's sums into a row's. */
export const addSums = (into: Record<RefundTender | 'refunds' | 'amount', number>, sums: RefundSums): void => {
  into.refunds += sums.refunds;
  for (const tender of REFUND_TENDERS) {
    into[tender] += sums.cents[tender];
    into.amount += sums.cents[tender];
  }
};

export const emptySums = (): Record<RefundTender | 'refunds' | 'amount', number> => ({ refunds: 0, provider: 0, voucherCode: 0, deskCash: 0, deskTerminal: 0, amount: 0 });
