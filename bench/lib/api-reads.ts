import { load, type LoadResult } from './api.ts';
import type { Row } from './report.ts';

/** A museum date `days` from today in the API's YYYYMMDD path form. */
export const pathDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

export interface ApiRead {
  name: string;
  path: string;
  /** The share of hello's throughput the read must reach. */
  ratio: number;
}

/**
 * Every read below is a public read, answered from the edge cache once kept: each must reach half of
 * bare Fastify's throughput, as config and shop info always had to (DESIGN.md quality bars).
 */
export const KEPT_READ_SHARE = 0.5;

/** Every catalog and availability read of the demo shop (docs/api.md), as a visitor's browser calls them. */
export const demoReads = (shop: number): ApiRead[] => {
  const tomorrow = pathDay(1);
  const month = `${tomorrow};${pathDay(30)}`;
  const read = (name: string, path: string): ApiRead => ({ name, path: `/api/en/${path}`, ratio: KEPT_READ_SHARE });
  return [
    read('shopinfo/config', `shopinfo/config?shop=${shop}`),
    read('shopinfo', `shopinfo?shop=${shop}`),
    read('static', `static?shop=${shop}`),
    read('page', `page/imprint?shop=${shop}`),
    read('checkout/payments', `checkout/payments?shop=${shop}`),
    read('customer/attr', `customer/attr?shop=${shop}`),
    read('event/select', `event/select?shop=${shop}`),
    read('ticket/collect (first date)', 'ticket/collect/event/1001'),
    read('ticket/collect (a date)', `ticket/collect/event/1001/date/${tomorrow}`),
    read('ticket/calendar (30 days)', `ticket/calendar/event/1001/range/${month}`),
    read('ticket/lifetime', 'ticket/lifetime?event=1001'),
    read('tour/select/event', `tour/select/event?shop=${shop}`),
    read('tour/overview (3 days)', `tour/overview?shop=${shop}&date=${tomorrow}&lookahead=3`),
    read('tour/attr', `tour/attr?shop=${shop}`),
    read('tour (detail)', 'tour?tour=2001'),
    read('tour/calendar (30 days)', `tour/calendar/tour/2001/range/${month}`),
    read('tour/lifetime', 'tour/lifetime/tour/2001'),
    read('tour/soldout (30 days)', `tour/soldout/tour/2001/range/${month}`),
    read('tour/soldoutTimeslots', `tour/soldoutTimeslots/tour/2001/date/${tomorrow}`),
    read('merchandise/select', `merchandise/select?shop=${shop}`),
    read('merchandise (article)', 'merchandise?article=5001'),
    read('merchandise/attr', `merchandise/attr?shop=${shop}`),
    read('voucher/select/event', `voucher/select/event/?shop=${shop}`),
    read('voucher/selectOne/price', 'voucher/selectOne/price/7001'),
    read('voucher/attr', `voucher/attr?shop=${shop}`),
    read('shipping/rates', `shipping/rates?shop=${shop}`),
  ];
};

export interface ApiReadsReport {
  /** The median of the hello runs, for the table. */
  hello: LoadResult;
  /** Each read's fastest run and the fastest hello run of its rounds (`fastestRuns`), the baseline its share is taken of. */
  reads: { read: ApiRead; result: LoadResult; hello: LoadResult }[];
}

/** The run with the median rate. */
const median = (runs: LoadResult[]): LoadResult => {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no hello runs');
  return middle;
};

/** Times each read is measured, each right after a hello run of its own. */
export const ROUNDS_PER_READ = 2;

/** A read measured once, with the hello run just before it. */
export interface ReadRound {
  result: LoadResult;
  hello: LoadResult;
}

const fastest = (runs: LoadResult[]): LoadResult => {
  const best = runs.reduce<LoadResult | undefined>((kept, run) => (kept === undefined || run.requestsPerSecond > kept.requestsPerSecond ? run : kept), undefined);
  if (best === undefined) throw new Error('a read is measured at least once');
  return best;
};

/**
 * A read's fastest run and the fastest of the hello runs just before its rounds: other work on a
 * two-core machine only ever takes requests away from a run (a single 3-second run of one read
 * dipped from 60 to 49 % while the rest held), so each fastest run is the nearer to that server's own
 * cost, and neither a slowed read nor a slowed hello moves the share.
 */
export const fastestRuns = (rounds: ReadRound[]): ReadRound => ({
  hello: fastest(rounds.map((round) => round.hello)),
  result: fastest(rounds.map((round) => round.result)),
});

/**
 * Each read for `seconds` at 64 connections right after hello for as long, `ROUNDS_PER_READ` times:
 * this machine's speed drifts within the minutes all reads take (hello measured 37–53k req/s within a
 * few minutes), so each share compares two runs seconds apart rather than a read with a baseline
 * minutes old.
 */
export const measureReads = async (helloUrl: string, foyerOrigin: string, reads: ApiRead[], seconds = 2): Promise<ApiReadsReport> => {
  const measured: ApiReadsReport['reads'] = [];
  const hellos: LoadResult[] = [];
  for (const read of reads) {
    const rounds: ReadRound[] = [];
    for (let round = 0; round < ROUNDS_PER_READ; round++) {
      const hello = await load(helloUrl, seconds);
      hellos.push(hello);
      rounds.push({ hello, result: await load(`${foyerOrigin}${read.path}`, seconds) });
    }
    measured.push({ read, ...fastestRuns(rounds) });
  }
  return { hello: median(hellos), reads: measured };
};

export const apiReadRows = ({ hello, reads }: ApiReadsReport, p99BudgetMs: number): Row[] => [
  { group: 'api', metric: `hello req/s (baseline, bare Fastify; median of all runs; each read: its fastest of ${ROUNDS_PER_READ} runs against the fastest hello just before them)`, value: hello.requestsPerSecond.toFixed(0), budget: '', ok: null },
  ...reads.flatMap(({ read, result, hello: baseline }) => {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const failed = result.non2xx + result.errors;
    return [
      {
        group: 'api',
        metric: `${read.name}: req/s, share of hello`,
        value: `${result.requestsPerSecond.toFixed(0)} (${(ratio * 100).toFixed(0)} % of ${baseline.requestsPerSecond.toFixed(0)})`,
        budget: `≥ ${read.ratio * 100} %`,
        ok: ratio >= read.ratio && failed === 0,
      },
      { group: 'api', metric: `${read.name}: p99`, value: `${result.p99Ms} ms`, budget: `≤ ${p99BudgetMs} ms`, ok: result.p99Ms <= p99BudgetMs },
    ];
  }),
];
