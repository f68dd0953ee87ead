import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathDay } from './api-reads.ts';
import { describeRefusals, raceBuyers, type BuyerRaceResult } from './buyer-race.ts';
import { costParts, readCpuProfiles, type CostPart } from './cpu-profile.ts';
import { HOST } from './paths.ts';
import { startFoyer, sqliteUrl } from './processes.ts';
import { RACE_EVENT, RACE_TICKET, ROOMY_EVENT, ROOMY_TICKET, writeRaceCatalog } from './race-catalog.ts';
import type { Row } from './report.ts';
import { choosePaymentType, shopClient, type ShopClient, type Slot } from './shop-client.ts';

/**
 * Checkout race (DESIGN.md "Data and consistency"): many buyers ask for the last places of one timeslot at
 * once; holds and sales must never exceed its capacity. Then a throughput phase on slots with room
 * to spare measures whole orders (initPayment, payment page, execPayment) per second.
 * Runs its own server on a fresh SQLite file with a catalog variant; talks only to 127.0.0.1.
 */
export interface RaceResult extends BuyerRaceResult {
  places: number;
  /** Places sold beyond the slot's capacity; must be 0. */
  oversold: number;
  /** Free places the API reports after the race: capacity minus what was booked. */
  remainingAfter: number | null;
}

export interface ThroughputResult {
  seconds: number;
  concurrency: number;
  ordersCompleted: number;
  failures: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface CheckoutRaceReport {
  race: RaceResult;
  throughput: ThroughputResult;
  /** Bare Fastify's hello requests per second just before and just after the throughput run. */
  hello: HelloBaseline;
}

export interface CheckoutRaceOptions {
  port: number;
  webDist: string;
  places?: number;
  buyers?: number;
  seconds?: number;
  concurrency?: number;
  /** Measures bare Fastify's hello now (requests per second): the baseline DESIGN.md states the order rate against. */
  hello: () => Promise<number>;
}

/** Bare Fastify's hello requests per second measured just before and just after a run, and their mean: the run's baseline. */
export interface HelloBaseline {
  before: number;
  after: number;
  mean: number;
}

/**
 * Runs `run` between two hello measurements. On a shared host the hello rate moved by half within
 * a minute, so one measurement beside a run could judge it against another moment's machine; the mean
 * of one just before and one just after brackets the run.
 */
export const besideHello = async <T>(hello: () => Promise<number>, run: () => Promise<T>): Promise<{ result: T; hello: HelloBaseline }> => {
  const before = await hello();
  const result = await run();
  const after = await hello();
  return { result, hello: { before, after, mean: (before + after) / 2 } };
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The race slot: the first bookable one of the race event, which must offer exactly `places`. */
export const raceSlot = async (shop: ShopClient, places: number): Promise<Slot> => {
  const [slot] = await shop.slots(RACE_EVENT);
  if (!slot) throw new Error('the race event has no bookable slot');
  if (slot.max_tickets !== places) throw new Error(`the race slot offers ${slot.max_tickets} places, expected ${places}`);
  return slot;
};

const race = async (shop: ShopClient, places: number, buyers: number): Promise<RaceResult> => {
  const slot = await raceSlot(shop, places);
  const result = await raceBuyers([shop], buyers, RACE_TICKET, slot.datetime);
  return { ...result, places, oversold: Math.max(0, result.ordersBooked - places), remainingAfter: await shop.remaining(RACE_EVENT, slot) };
};

/**
 * Orders before the measured run, as every API read gets a warm-up second: a fresh server compiles its
 * hot code and fills its statement caches in the first seconds, and the bench reports steady state.
 */
const WARM_UP_SECONDS = 2;

/**
 * `concurrency` buyers order one place after another, round-robin over roomy slots, for `seconds`
 * after a warm-up of the same kind; with several servers each buyer stays with one of them, the buyers
 * spread evenly. A failed order counts, warm-up or not.
 */
export const throughput = async (shops: readonly ShopClient[], seconds: number, concurrency: number): Promise<ThroughputResult> => {
  const [shop] = shops;
  if (shop === undefined) throw new Error('no server to buy from');
  // Tomorrow's slots, an hour ahead at least: today's may all be over by an evening run, and a slot
  // that ends during the run would refuse its buyers (EVENT_EXPIRED).
  const soon = Date.now() + 3_600_000;
  const slots = (await shop.slots(ROOMY_EVENT, pathDay(1))).filter((slot) => Date.parse(slot.datetime) > soon);
  if (slots.length === 0) throw new Error('the roomy event has no bookable slot');
  const buyers = await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      const server = shops[index % shops.length] as ShopClient;
      return { server, token: await server.guest() };
    }),
  );
  let failures = 0;
  let next = 0;
  /** Every buyer orders until `deadline`; answers the latencies of the booked orders. */
  const orderUntil = async (deadline: number): Promise<number[]> => {
    const latencies: number[] = [];
    await Promise.all(
      buyers.map(async ({ server, token }) => {
        while (performance.now() < deadline) {
          const slot = slots[next++ % slots.length] as Slot;
          const orderStarted = performance.now();
          const purchase = await server.buy(token, ROOMY_TICKET, slot.datetime);
          if (purchase.booked) latencies.push(performance.now() - orderStarted);
          else failures += 1;
        }
      }),
    );
    return latencies;
  };
  await orderUntil(performance.now() + WARM_UP_SECONDS * 1000);
  const started = performance.now();
  const latencies = await orderUntil(started + seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds: Number(elapsed.toFixed(2)),
    concurrency,
    ordersCompleted: latencies.length,
    failures,
    ordersPerSecond: Number((latencies.length / elapsed).toFixed(1)),
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
  };
};

/** A folder of its own with the race catalog and an SQLite file for one server; removed afterwards. */
const inRaceFolder = async <T>(places: number, run: (folder: { dir: string; database: string; env: NodeJS.ProcessEnv }) => Promise<T>): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-race-'));
  try {
    const catalogFile = join(dir, 'catalog.json');
    writeRaceCatalog(catalogFile, places);
    return await run({ dir, database: sqliteUrl(join(dir, 'race.sqlite')), env: { CATALOG_FILE: catalogFile, SMTP_URL: '' } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A buyer's client of the server on `port`, paying with a type that keeps the bench on the checkout. */
const shopAt = async (port: number): Promise<ShopClient> => {
  const origin = `http://${HOST}:${port}`;
  return shopClient(origin, await choosePaymentType(origin));
};

export const runCheckoutRace = ({ port, webDist, places = 10, buyers = 50, seconds = 5, concurrency = 64, hello }: CheckoutRaceOptions): Promise<CheckoutRaceReport> =>
  inRaceFolder(places, async ({ database, env }) => {
    const server = await startFoyer(port, database, webDist, { env });
    try {
      const shop = await shopAt(port);
      const raced = await race(shop, places, buyers);
      const orders = await besideHello(hello, () => throughput([shop], seconds, concurrency));
      return { race: raced, throughput: orders.result, hello: orders.hello };
    } finally {
      await server.stop();
    }
  });

/** How long the profiled run orders; its throughput is not reported, since profiling slows the server. */
const PROFILED_SECONDS = 4;

/**
 * Where a checkout's server CPU goes: the same orders against a server of its own that records a CPU
 * profile (`--cpu-prof`, one per thread), separate from the measured run. Answers the own time of all
 * its threads by part.
 */
export const profileCheckout = ({ port, webDist, concurrency = 64 }: Omit<CheckoutRaceOptions, 'hello'>): Promise<CostPart[]> =>
  inRaceFolder(10, async ({ dir, database, env }) => {
    const profileDir = join(dir, 'profile');
    // A first start migrates and loads the catalog, which is not what an order costs; the profiled start finds both done.
    await (await startFoyer(port, database, webDist, { env })).stop();
    const server = await startFoyer(port, database, webDist, { env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
    try {
      await throughput([await shopAt(port)], PROFILED_SECONDS, concurrency);
    } finally {
      // The profile is written when the server exits after its graceful shutdown.
      await server.stop();
    }
    return costParts(...readCpuProfiles(profileDir));
  });

/** Parts below half a per cent (the PostgreSQL driver loaded but unused on SQLite) stay out of the report. */
const MIN_REPORTED_SHARE = 0.005;

/** Report rows: the parts of a profiled checkout run, largest first. */
export const checkoutCostRows = (parts: CostPart[]): Row[] =>
  parts.filter(({ share }) => share >= MIN_REPORTED_SHARE).map(({ part, share }) => ({ group: 'checkout CPU by part (SQLite, profiled run)', metric: part, value: `${(share * 100).toFixed(1)} %`, budget: '', ok: null }));

/**
 * DESIGN.md: with 64 buyers, completed orders per second at least this share of bare Fastify's hello
 * requests per second in the same run (hosts differ six-fold in absolute speed, the share much less).
 */
export const SQLITE_SHARE_OF_HELLO = 0.01;
export const POSTGRES_SHARE_OF_HELLO = 0.004;

const percent = (share: number, digits: number): string => `${(share * 100).toFixed(digits)} %`;

/**
 * Rows for a throughput run: the order rate with its share of the hello rate around it (the mean of
 * the runs just before and after), judged against `share`; failed orders fail the row as well as their own.
 */
export const throughputRows = (group: string, throughput: ThroughputResult, hello: HelloBaseline, share: number): Row[] => {
  const measured = throughput.ordersPerSecond / hello.mean;
  return [
    {
      group,
      metric: `completed orders/s, share of hello (${throughput.concurrency} buyers, ${throughput.seconds} s after ${WARM_UP_SECONDS} s warm-up)`,
      value: `${throughput.ordersPerSecond.toFixed(1)} (${percent(measured, 2)} of ${hello.mean.toFixed(0)})`,
      budget: `≥ ${percent(share, 1)} of hello`,
      ok: hello.mean > 0 && measured >= share && throughput.failures === 0,
    },
    { group, metric: 'hello req/s just before / after the orders (bare Fastify)', value: `${hello.before.toFixed(0)} / ${hello.after.toFixed(0)}`, budget: '', ok: null },
    { group, metric: 'order p50 / p99 (initPayment + pay + execPayment)', value: `${throughput.p50Ms} / ${throughput.p99Ms} ms`, budget: '', ok: null },
    { group, metric: 'failed orders', value: String(throughput.failures), budget: '0', ok: throughput.failures === 0 },
  ];
};

/** Bench table rows: the race must hold and sell exactly the slot's places, then the throughput run. */
export const checkoutRaceRows = ({ race, throughput, hello }: CheckoutRaceReport): Row[] => {
  const group = 'checkout race (SQLite)';
  const refused = describeRefusals(race.refusals);
  return [
    { group, metric: `holds granted (${race.buyers} buyers at once, ${race.places} places)`, value: String(race.holdsGranted), budget: `= ${race.places}`, ok: race.holdsGranted === race.places },
    { group, metric: `holds refused${refused ? ` (${refused})` : ''}`, value: String(race.holdsRefused), budget: '', ok: null },
    { group, metric: 'orders booked after pay + execPayment', value: String(race.ordersBooked), budget: `= ${race.places}`, ok: race.ordersBooked === race.places },
    { group, metric: 'oversold places', value: String(race.oversold), budget: '0', ok: race.oversold === 0 },
    { group, metric: 'free places reported afterwards', value: race.remainingAfter === null ? 'n/a' : String(race.remainingAfter), budget: '0', ok: race.remainingAfter === null ? null : race.remainingAfter === 0 },
    { group, metric: 'all buyers finished in', value: `${race.raceMs} ms`, budget: '', ok: null },
    ...throughputRows('checkout orders (SQLite, 1 server)', throughput, hello, SQLITE_SHARE_OF_HELLO),
  ];
};
