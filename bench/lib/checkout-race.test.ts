import { describe, expect, it } from 'vitest';
import { besideHello, POSTGRES_SHARE_OF_HELLO, SQLITE_SHARE_OF_HELLO, throughputRows, type ThroughputResult } from './checkout-race.ts';

const run = (ordersPerSecond: number, failures = 0): ThroughputResult => ({ seconds: 5.1, concurrency: 64, ordersCompleted: Math.round(ordersPerSecond * 5.1), failures, ordersPerSecond, p50Ms: 190, p99Ms: 330 });
const rateRow = (rows: ReturnType<typeof throughputRows>) => rows[0];
/** A hello baseline that did not move during the run. */
const steady = (rate: number) => ({ before: rate, after: rate, mean: rate });

describe('throughputRows', () => {
  it("shows the order rate beside its share of the same run's hello, judged against DESIGN.md's share", () => {
    expect(rateRow(throughputRows('checkout orders (SQLite, 1 server)', run(307.2), steady(41_008), SQLITE_SHARE_OF_HELLO))).toEqual({
      group: 'checkout orders (SQLite, 1 server)',
      metric: 'completed orders/s, share of hello (64 buyers, 5.1 s after 2 s warm-up)',
      value: '307.2 (0.75 % of 41008)',
      budget: '≥ 1.0 % of hello',
      ok: false,
    });
    expect(rateRow(throughputRows('checkout orders (PostgreSQL, 2 servers)', run(132.7), steady(41_008), POSTGRES_SHARE_OF_HELLO))).toMatchObject({
      value: '132.7 (0.32 % of 41008)',
      budget: '≥ 0.4 % of hello',
      ok: false,
    });
  });

  it('passes the same rate on a slower run: the share counts, not the absolute figure', () => {
    expect(rateRow(throughputRows('g', run(307.2), steady(30_000), SQLITE_SHARE_OF_HELLO))).toMatchObject({ value: '307.2 (1.02 % of 30000)', ok: true });
    expect(rateRow(throughputRows('g', run(120), steady(30_000), POSTGRES_SHARE_OF_HELLO))).toMatchObject({ value: '120.0 (0.40 % of 30000)', ok: true });
  });

  it('fails the rate when orders failed, or when hello could not be measured', () => {
    const rows = throughputRows('g', run(500, 3), steady(30_000), SQLITE_SHARE_OF_HELLO);
    expect(rows.filter((row) => row.ok === false).map((row) => row.metric)).toEqual([rateRow(rows)?.metric, 'failed orders']);
    expect(rateRow(throughputRows('g', run(500), steady(0), SQLITE_SHARE_OF_HELLO))?.ok).toBe(false);
  });

  it('shows both hello runs beside the orders', () => {
    expect(throughputRows('g', run(300), { before: 28_000, after: 32_000, mean: 30_000 }, SQLITE_SHARE_OF_HELLO)[1]).toMatchObject({
      metric: 'hello req/s just before / after the orders (bare Fastify)',
      value: '28000 / 32000',
    });
  });
});

describe('besideHello', () => {
  it('measures hello just before and just after the run and takes their mean as its baseline', async () => {
    const steps: string[] = [];
    const rates = [28_000, 32_000];
    const measured = await besideHello(
      async () => {
        steps.push('hello');
        return rates.shift() ?? 0;
      },
      async () => {
        steps.push('orders');
        return 'orders done';
      },
    );
    expect(steps).toEqual(['hello', 'orders', 'hello']);
    expect(measured).toEqual({ result: 'orders done', hello: { before: 28_000, after: 32_000, mean: 30_000 } });
  });
});
