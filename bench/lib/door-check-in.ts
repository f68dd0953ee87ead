import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { percentile, withPostgres } from './measures.ts';
import type { Dialect } from './office-seed.ts';
import { sqliteUrl, startFoyer, type Running } from './processes.ts';
import type { Row } from './report.ts';

/** The issue's budgets: check-in p95 with 20 devices at 5 scans a second each; a day of 20,000 tickets on the wire. */
export const DOOR_BUDGET = { checkInP95Ms: 50, downloadBytes: 1_000_000 } as const;
export const DOOR_LOAD = { devices: 20, scansPerSecond: 5, seconds: 10, tickets: 20_000 } as const;

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const MINUTE = 60_000;

/** Runs one statement with values; answers its rows. */
type Run = (sql: string, values?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** 16 random digits, as the shop's barcodes are (a download of sequential codes would compress better than real ones). */
export const barcode = (): string => Array.from({ length: 16 }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');

/**
 * What each device scans, in order: mostly tickets of the slot open now, each first scanned by one
 * device; every 10th a ticket another device already scanned (answered "used"), every 20th a code
 * nobody issued.
 */
export const scanPlan = (open: readonly string[], devices: number, perDevice: number): string[][] =>
  Array.from({ length: devices }, (_, device) =>
    Array.from({ length: perDevice }, (_, n) => {
      const index = device * perDevice + n;
      if (n % 20 === 19) return '0000000000000000';
      // The ticket the previous device scanned just before: it admitted that one first.
      if (n % 10 === 9) return open[(((device + devices - 1) % devices) * perDevice + n - 1) % open.length] ?? '';
      return open[index % open.length] ?? '';
    }),
  );

interface Seeded {
  tokens: string[];
  open: string[];
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

/** Rows written by multi-row INSERTs with numbered placeholders ($1 on PostgreSQL, ? on SQLite). */
const insertRows = async (run: Run, dialect: Dialect, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> => {
  for (const batch of chunks(rows, Math.floor(900 / columns.length))) {
    let n = 0;
    const tuples = batch.map((row) => `(${row.map(() => (dialect === 'postgres' ? `$${(n += 1)}` : '?')).join(', ')})`);
    await run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
  }
};

const first = async (run: Run, sql: string): Promise<number> => Number(Object.values((await run(sql))[0] ?? {})[0]);

/**
 * Today's door in the scratch database the server migrated and filled with the demo catalog: 20 paired
 * devices (their tokens' hashes, as pairing leaves them), eight slots today of the first event, one of
 * them open now, and 20,000 booked tickets over them, 10 to an order.
 */
export const seedDoorDay = async (run: Run, dialect: Dialect, now: Date): Promise<Seeded> => {
  const shopId = await first(run, 'SELECT id FROM shops ORDER BY id LIMIT 1');
  const eventId = await first(run, "SELECT id FROM events WHERE kind = 'event' ORDER BY sequence_no, id LIMIT 1");
  const ticketId = await first(run, `SELECT id FROM event_tickets WHERE event_id = ${eventId} ORDER BY sequence_no LIMIT 1`);
  const at = now.toISOString();
  const tokens = Array.from({ length: DOOR_LOAD.devices }, () => randomBytes(32).toString('base64url'));
  await insertRows(
    run,
    dialect,
    'door_devices',
    ['shop_id', 'name', 'token_hash', 'created_at', 'paired_at', 'version'],
    tokens.map((token, index) => [shopId, `Bench door ${index + 1}`, createHash('sha256').update(token).digest('hex'), at, at, 1]),
  );
  const slotBase = (await first(run, 'SELECT coalesce(max(id), 0) AS n FROM timeslots')) + 1;
  const starts = [-10, -130, -250, 110, 230, 350, 470, 590].map((minutes) => new Date(now.getTime() + minutes * MINUTE));
  await insertRows(
    run,
    dialect,
    'timeslots',
    ['id', 'event_id', 'starts_at', 'ends_at', 'capacity', 'sold', 'held'],
    starts.map((start, index) => [slotBase + index, eventId, start.toISOString(), new Date(start.getTime() + 120 * MINUTE).toISOString(), 100_000, 0, 0]),
  );
  const customer = (await first(run, 'SELECT coalesce(max(id), 0) AS n FROM customers')) + 1;
  await insertRows(run, dialect, 'customers', ['id', 'shop_id', 'is_guest', 'email', 'fname', 'lname', 'send_invoice', 'lang', 'created_at'], [[customer, shopId, 1, 'door-bench@example.org', 'Door', 'Bench', 0, 'de', at]]);
  const orderBase = (await first(run, 'SELECT coalesce(max(id), 0) AS n FROM orders')) + 1;
  const orders = DOOR_LOAD.tickets / 10;
  const payart = await first(run, `SELECT payart_id FROM payment_types WHERE shop_id = ${shopId} ORDER BY sequence_no LIMIT 1`);
  await insertRows(
    run,
    dialect,
    'orders',
    ['id', 'cart_id', 'shop_id', 'customer_id', 'lang', 'status', 'total_cents', 'shipping_cents', 'amount_due_cents', 'currency', 'payart', 'continue_url', 'cancel_url', 'download_key', 'hold_expires_at', 'created_at', 'updated_at', 'booked_at', 'review_token', 'reserved'],
    Array.from({ length: orders }, (_, index) => [orderBase + index, `door-bench-${randomUUID()}`, shopId, customer, 'de', 'booked', 18_000, 0, 18_000, 'CHF', payart, '/de/checkout/success', '/de/checkout/failed', randomUUID(), at, at, at, at, randomUUID(), 0]),
  );
  const lineBase = (await first(run, 'SELECT coalesce(max(id), 0) AS n FROM order_lines')) + 1;
  // Half the orders visit the slot open now, the rest the day's others.
  const slotOf = (order: number): number => (order % 2 === 0 ? slotBase : slotBase + 1 + (order % (starts.length - 1)));
  await insertRows(
    run,
    dialect,
    'order_lines',
    ['id', 'order_id', 'line_no', 'type', 'datetime', 'name', 'title', 'count', 'unit_price_cents', 'total_cents', 'vat_bp', 'parts', 'details'],
    Array.from({ length: orders }, (_, index) => {
      const slot = slotOf(index);
      return [lineBase + index, orderBase + index, 1, 'ticket', starts[slot - slotBase]?.toISOString(), 'Erwachsene', 'Sammlung', 10, 1800, 18_000, 810, '[{"name":"Erwachsene","count":10,"unitPriceCents":1800,"vatBp":810}]', JSON.stringify({ eventId, eventTicketId: ticketId, timeslotId: slot, printSeparately: false })];
    }),
  );
  const open: string[] = [];
  const tickets = Array.from({ length: DOOR_LOAD.tickets }, (_, index) => {
    const order = Math.floor(index / 10);
    const code = barcode();
    if (slotOf(order) === slotBase) open.push(code);
    return [orderBase + order, lineBase + order, code, 'Erwachsene', 1800, 810, 0];
  });
  await insertRows(run, dialect, 'issued_tickets', ['order_id', 'order_line_id', 'barcode', 'ticket_name', 'price_cents', 'vat_bp', 'pdf_group'], tickets);
  if (dialect === 'postgres') {
    for (const table of ['timeslots', 'customers', 'orders', 'order_lines']) await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await run('ANALYZE');
  } else {
    await run('ANALYZE');
  }
  return { tokens, open };
};

/** One device's scan as a one-item upload, as an online phone sends it; answers the round trip in milliseconds. */
const scanOnce = async (url: string, token: string, code: string): Promise<number> => {
  const started = performance.now();
  const response = await fetch(`${url}/office/api/door/scans`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scans: [{ nonce: randomUUID(), code, direction: 'in', scannedAt: new Date().toISOString(), offline: false }] }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`a scan answered ${response.status}`);
  return performance.now() - started;
};

/** The download's bytes as they travel, compressed as a phone's browser asks for them. */
const downloadBytes = (url: string, token: string): Promise<{ bytes: number; encoding: string }> =>
  new Promise((resolve, reject) => {
    const req = request(`${url}/office/api/door/download`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }) : reject(new Error(`the download answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });

export interface DoorBenchResult {
  dialect: Dialect;
  scans: number;
  checkInP95Ms: number;
  checkInP50Ms: number;
  downloadBytes: number;
  downloadEncoding: string;
}

/**
 * 20 devices each scanning 5 codes a second for 10 seconds, open loop (a slow answer does not slow the
 * next scan down), then one device's download of the day.
 */
const measure = async (url: string, seeded: Seeded): Promise<Omit<DoorBenchResult, 'dialect'>> => {
  const perDevice = DOOR_LOAD.scansPerSecond * DOOR_LOAD.seconds;
  const plan = scanPlan(seeded.open, DOOR_LOAD.devices, perDevice);
  // A warm-up scan per device, not counted.
  await Promise.all(seeded.tokens.map((token) => scanOnce(url, token, '0000000000000000')));
  const times = await Promise.all(
    seeded.tokens.map(async (token, device) => {
      const codes = plan[device] ?? [];
      const pending = codes.map(
        (code, n) =>
          new Promise<number>((resolve, reject) => {
            setTimeout(() => scanOnce(url, token, code).then(resolve, reject), (n * 1000) / DOOR_LOAD.scansPerSecond + device * 7);
          }),
      );
      return Promise.all(pending);
    }),
  );
  const all = times.flat();
  const download = await downloadBytes(url, seeded.tokens[0] ?? '');
  return { scans: all.length, checkInP95Ms: percentile(all, 0.95), checkInP50Ms: percentile(all, 0.5), downloadBytes: download.bytes, downloadEncoding: download.encoding };
};

/** One dialect: a scratch database the server migrates and fills with the demo catalog, the door's day seeded beside it, the server again on it. */
const runDialect = async (dialect: Dialect, port: number, webDist: string, adminUrl: string): Promise<DoorBenchResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-door-'));
  const name = `foyer_bench_door_${randomBytes(6).toString('hex')}`;
  const pgUrl = new URL(adminUrl);
  pgUrl.pathname = `/${name}`;
  const databaseUrl = dialect === 'sqlite' ? sqliteUrl(join(dir, 'door.sqlite')) : pgUrl.toString();
  if (dialect === 'postgres') await withPostgres(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  let server: Running | null = null;
  try {
    server = await startFoyer(port, databaseUrl, webDist);
    await server.stop();
    server = null;
    const now = new Date();
    let seeded: Seeded;
    if (dialect === 'sqlite') {
      const db = new Database(join(dir, 'door.sqlite'));
      try {
        db.pragma('journal_mode = WAL');
        seeded = await seedDoorDay(
          async (sql, values = []) => {
            const statement = db.prepare(sql);
            if (statement.reader) return statement.all(...values) as Record<string, unknown>[];
            statement.run(...values);
            return [];
          },
          'sqlite',
          now,
        );
      } finally {
        db.close();
      }
    } else {
      seeded = await withPostgres(pgUrl.toString(), (client) => seedDoorDay(async (sql, values = []) => (await client.query(sql, [...values])).rows as Record<string, unknown>[], 'postgres', now));
    }
    server = await startFoyer(port, databaseUrl, webDist);
    return { dialect, ...(await measure(server.url, seeded)) };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await withPostgres(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
};

/** The door on SQLite, then on PostgreSQL (BENCH_POSTGRES_URL, else the local server). */
export const runDoorBench = async (port: number, webDist: string, dialects: readonly Dialect[] = ['sqlite', 'postgres']): Promise<DoorBenchResult[]> => {
  const results: DoorBenchResult[] = [];
  for (const dialect of dialects) results.push(await runDialect(dialect, port, webDist, process.env.BENCH_POSTGRES_URL ?? DEFAULT_ADMIN_URL));
  return results;
};

/** Bench table rows: check-in p95 (the round trip on the same host: the server's time and little more) and the download's size. */
export const doorRows = (results: readonly DoorBenchResult[]): Row[] =>
  results.flatMap((result) => {
    const group = `door (${result.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`;
    return [
      {
        group,
        metric: `check-in p95, ${DOOR_LOAD.devices} devices × ${DOOR_LOAD.scansPerSecond} scans/s (${result.scans} scans; p50 ${result.checkInP50Ms.toFixed(1)} ms)`,
        value: `${result.checkInP95Ms.toFixed(1)} ms`,
        budget: `≤ ${DOOR_BUDGET.checkInP95Ms} ms`,
        ok: result.checkInP95Ms <= DOOR_BUDGET.checkInP95Ms,
      },
      {
        group,
        metric: `the day's download, ${DOOR_LOAD.tickets.toLocaleString('en')} tickets (${result.downloadEncoding})`,
        value: `${(result.downloadBytes / 1024).toFixed(1)} KiB`,
        budget: `≤ ${DOOR_BUDGET.downloadBytes / 1_000_000} MB`,
        ok: result.downloadBytes <= DOOR_BUDGET.downloadBytes,
      },
    ];
  });
