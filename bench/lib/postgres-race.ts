import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describeRefusals, raceBuyers, type BuyerRaceResult } from './buyer-race.ts';
import { besideHello, POSTGRES_SHARE_OF_HELLO, raceSlot, throughput, throughputRows, type HelloBaseline, type ThroughputResult } from './checkout-race.ts';
import { startFoyer, type Running } from './processes.ts';
import { RACE_TICKET, writeRaceCatalog } from './race-catalog.ts';
import type { Row } from './report.ts';
import { choosePaymentType, shopClient } from './shop-client.ts';

/**
 * DESIGN.md quality bar "on PostgreSQL with two server processes": buyers alternate between two
 * Foyer servers on one fresh database, both running their sweepers, and the database is read
 * afterwards, because only the rows show what neither server's answers can: places left held and
 * paid orders left unbooked.
 */
export interface PostgresRaceResult extends BuyerRaceResult {
  places: number;
  /** timeslots.sold of the race slot after the race; must equal `places`. */
  sold: number;
  /** Places sold beyond the slot's capacity, by the database or by the API's answers; must be 0. */
  oversold: number;
  /** timeslots.held after every buyer finished: holds nobody will pay for any more; must be 0. */
  strandedHolds: number;
  /** Confirmed payments whose order is neither booked nor flagged for refund: money without a booking; must be 0. */
  strandedPayments: number;
  /** Whole orders per second with 64 buyers spread over both servers, after the race. */
  throughput: ThroughputResult;
  /** Bare Fastify's hello requests per second just before and just after the throughput run. */
  hello: HelloBaseline;
}

const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_BUYERS = 64;

export interface PostgresRaceOptions {
  ports: readonly [number, number];
  webDist: string;
  places?: number;
  buyers?: number;
  /** A database the bench may create databases from; BENCH_POSTGRES_URL, else the local trust-auth server. */
  adminUrl?: string;
  /** Measures bare Fastify's hello now (requests per second): the baseline DESIGN.md states the order rate against. */
  hello: () => Promise<number>;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The sweepers run every second on both servers, so they act during the race rather than after it. */
const JOB_INTERVAL_SECONDS = '1';

/**
 * docs/operations.md "Several instances": the pools together about twice the database's cores. The
 * database runs on this machine, so each of the two servers gets this machine's cores.
 */
const DATABASE_POOL_SIZE = String(availableParallelism());

const withClient = async <T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, statement_timeout: 30_000 });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

interface AfterRace {
  capacity: number;
  sold: number;
  held: number;
  strandedPayments: number;
}

const readAfterRace = (url: string, timeslotId: number): Promise<AfterRace> =>
  withClient(url, async (client) => {
    const slot = await client.query<{ capacity: number; sold: number; held: number }>('SELECT capacity, sold, held FROM timeslots WHERE id = $1', [timeslotId]);
    const row = slot.rows[0];
    if (!row) throw new Error(`timeslot ${timeslotId} is not in the database`);
    const payments = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.status = 'confirmed' AND o.status NOT IN ('booked', 'refund_required')`,
    );
    return { capacity: row.capacity, sold: row.sold, held: row.held, strandedPayments: payments.rows[0]?.n ?? 0 };
  });

export const runPostgresRace = async ({ ports, webDist, places = 10, buyers = 60, adminUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_ADMIN_URL, hello }: PostgresRaceOptions): Promise<PostgresRaceResult> => {
  const name = `foyer_bench_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  try {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-pg-race-'));
    const servers: Running[] = [];
    try {
      const catalogFile = join(dir, 'catalog.json');
      writeRaceCatalog(catalogFile, places);
      const start = async (port: number) => {
        const server = await startFoyer(port, url, webDist, { env: { CATALOG_FILE: catalogFile, SMTP_URL: '', JOB_INTERVAL_SECONDS, DATABASE_POOL_SIZE } });
        servers.push(server);
        return server;
      };
      // One after the other: the first start migrates and loads the catalog into the empty database.
      const first = await start(ports[0]);
      const second = await start(ports[1]);
      const payart = await choosePaymentType(first.url);
      const [shopA, shopB] = [shopClient(first.url, payart), shopClient(second.url, payart)];
      const slot = await raceSlot(shopA, places);
      const result = await raceBuyers([shopA, shopB], buyers, RACE_TICKET, slot.datetime);
      const after = await readAfterRace(url, slot.timeslot_id);
      const orders = await besideHello(hello, () => throughput([shopA, shopB], THROUGHPUT_SECONDS, THROUGHPUT_BUYERS));
      return {
        throughput: orders.result,
        hello: orders.hello,
        ...result,
        places,
        sold: after.sold,
        oversold: Math.max(0, after.sold - after.capacity, result.ordersBooked - places),
        strandedHolds: after.held,
        strandedPayments: after.strandedPayments,
      };
    } finally {
      for (const server of servers) await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
};

/** Bench table rows: exactly the free places sold across both servers, nothing oversold or stranded. */
export const postgresRaceRows = (race: PostgresRaceResult): Row[] => {
  const group = `checkout race (PostgreSQL, ${race.instances} servers)`;
  const refused = describeRefusals(race.refusals);
  return [
    { group, metric: `holds granted (${race.buyers} buyers at once, ${race.places} places)`, value: String(race.holdsGranted), budget: `= ${race.places}`, ok: race.holdsGranted === race.places },
    { group, metric: `holds refused${refused ? ` (${refused})` : ''}`, value: String(race.holdsRefused), budget: '', ok: null },
    { group, metric: `orders booked (per server: ${race.bookedPerInstance.join(' + ')})`, value: String(race.ordersBooked), budget: `= ${race.places}`, ok: race.ordersBooked === race.places },
    { group, metric: 'places sold (timeslots.sold)', value: String(race.sold), budget: `= ${race.places}`, ok: race.sold === race.places },
    { group, metric: 'oversold places', value: String(race.oversold), budget: '0', ok: race.oversold === 0 },
    { group, metric: 'stranded: places still held', value: String(race.strandedHolds), budget: '0', ok: race.strandedHolds === 0 },
    { group, metric: 'stranded: confirmed payments not booked nor refund_required', value: String(race.strandedPayments), budget: '0', ok: race.strandedPayments === 0 },
    { group, metric: 'all buyers finished in', value: `${race.raceMs} ms`, budget: '', ok: null },
    ...throughputRows(`checkout orders (PostgreSQL, ${race.instances} servers)`, race.throughput, race.hello, POSTGRES_SHARE_OF_HELLO),
  ];
};
