import { describe, expect, it } from 'vitest';
import type { LoadResult } from './api.ts';
import { apiReadRows, fastestRuns, demoReads, KEPT_READ_SHARE, type ApiRead } from './api-reads.ts';

const run = (requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({ url: 'http://x/', requestsPerSecond, p99Ms: 5, non2xx: 0, errors: 0, ...extra });
const config: ApiRead = { name: 'shopinfo/config', path: '/api/en/shopinfo/config', ratio: 0.5 };
const calendar: ApiRead = { name: 'ticket/calendar', path: '/api/en/ticket/calendar', ratio: 0.2 };

describe('apiReadRows', () => {
  it("takes each read's share of the hello run just before it, and shows the median hello", () => {
    const rows = apiReadRows(
      {
        hello: run(40_000),
        reads: [
          // The machine slowed down between the two reads: each share stays against its own baseline.
          { read: config, hello: run(50_000), result: run(26_000) },
          { read: calendar, hello: run(30_000), result: run(6_000) },
        ],
      },
      25,
    );
    expect(rows[0]).toMatchObject({ value: '40000', ok: null });
    expect(rows.find((row) => row.metric.startsWith('shopinfo/config: req/s'))).toMatchObject({ value: '26000 (52 % of 50000)', budget: '≥ 50 %', ok: true });
    expect(rows.find((row) => row.metric.startsWith('ticket/calendar: req/s'))).toMatchObject({ value: '6000 (20 % of 30000)', ok: true });
  });

  it('fails a read below its share, or with failed answers, or slow at the 99th percentile', () => {
    const rows = apiReadRows(
      {
        hello: run(40_000),
        reads: [
          { read: config, hello: run(40_000), result: run(19_000) },
          { read: calendar, hello: run(40_000), result: run(20_000, { non2xx: 3, p99Ms: 30 }) },
        ],
      },
      25,
    );
    expect(rows.filter((row) => row.ok === false).map((row) => row.metric)).toEqual(['shopinfo/config: req/s, share of hello', 'ticket/calendar: req/s, share of hello', 'ticket/calendar: p99']);
  });
});

describe('demoReads', () => {
  it('asks every read, all kept at the edge, for half of bare Fastify', () => {
    const reads = demoReads(177);
    expect(reads.length).toBeGreaterThan(20);
    expect(KEPT_READ_SHARE).toBe(0.5);
    expect(reads.filter((read) => read.ratio !== KEPT_READ_SHARE)).toEqual([]);
  });
});

describe('fastestRuns', () => {
  it.each([
    { case: 'the second round had the machine to itself', rounds: [[80_000, 39_000], [82_000, 47_000]], share: [82_000, 47_000] },
    { case: 'a slowed hello does not lift the share', rounds: [[60_000, 36_000], [80_000, 34_000]], share: [80_000, 36_000] },
    { case: 'a single round', rounds: [[70_000, 35_000]], share: [70_000, 35_000] },
  ])("takes the read's fastest run against the fastest hello: $case", ({ rounds, share }) => {
    const picked = fastestRuns(rounds.map(([hello, result]) => ({ hello: run(hello ?? 0), result: run(result ?? 0) })));
    expect([picked.hello.requestsPerSecond, picked.result.requestsPerSecond]).toEqual(share);
  });

  it('refuses a read never measured', () => {
    expect(() => fastestRuns([])).toThrow();
  });
});
