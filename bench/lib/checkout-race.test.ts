import { describe, expect, it } from 'vitest';
import { POSTGRES_SHARE_OF_HELLO, SQLITE_SHARE_OF_HELLO, throughputRows, type ThroughputResult } from './checkout-race.ts';

const run = (ordersPerSecond: number, failures = 0): ThroughputResult => ({ seconds: 5.1, concurrency: 64, ordersCompleted: Math.round(ordersPerSecond * 5.1), failures, ordersPerSecond, p50Ms: 190, p99Ms: 330 });
const rateRow = (rows: ReturnType<typeof throughputRows>) => rows[0];

describe('throughputRows', () => {
  it("shows the order rate beside its share of the same run's hello, judged against DESIGN.md's share", () => {
    expect(rateRow(throughputRows('checkout orders (SQLite, 1 server)', run(307.2), 41_008, SQLITE_SHARE_OF_HELLO))).toEqual({
      group: 'checkout orders (SQLite, 1 server)',
      metric: 'completed orders/s, share of hello (64 buyers, 5.1 s after 2 s warm-up)',
      value: '307.2 (0.75 % of 41008)',
      budget: '≥ 1.0 % of hello',
      ok: false,
    });
    expect(rateRow(throughputRows('checkout orders (PostgreSQL, 2 servers)', run(132.7), 41_008, POSTGRES_SHARE_OF_HELLO))).toMatchObject({
      value: '132.7 (0.32 % of 41008)',
      budget: '≥ 0.4 % of hello',
      ok: false,
    });
  });

  it('passes the same rate on a slower run: the share counts, not the absolute figure', () => {
    expect(rateRow(throughputRows('g', run(307.2), 30_000, SQLITE_SHARE_OF_HELLO))).toMatchObject({ value: '307.2 (1.02 % of 30000)', ok: true });
    expect(rateRow(throughputRows('g', run(120), 30_000, POSTGRES_SHARE_OF_HELLO))).toMatchObject({ value: '120.0 (0.40 % of 30000)', ok: true });
  });

  it('fails the rate when orders failed, or when hello could not be measured', () => {
    const rows = throughputRows('g', run(500, 3), 30_000, SQLITE_SHARE_OF_HELLO);
    expect(rows.filter((row) => row.ok === false).map((row) => row.metric)).toEqual([rateRow(rows)?.metric, 'failed orders']);
    expect(rateRow(throughputRows('g', run(500), 0, SQLITE_SHARE_OF_HELLO))?.ok).toBe(false);
  });
});
