import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { percentile, withPostgres } from './measures.ts';
import { seedLargeMuseum, type Dialect, type Run, type Seeded } from './office-seed.ts';
import { pathDay } from './api-reads.ts';
import { sqliteUrl, startFoyer, type Running } from './processes.ts';
import type { Row } from './report.ts';
import { choosePaymentType, shopClient, type Slot } from './shop-client.ts';

/** DESIGN.md "Quality bars", Office: with a million orders (200,000 on SQLite). */
export const OFFICE_BUDGET = { searchP95Ms: 50, orderPageP95Ms: 50, yearReportMs: 1000 } as const;
export const OFFICE_ORDERS: Record<Dialect, number> = { postgres: 1_000_000, sqlite: 200_000 };

/** The demo's owner (apps/server/src/modules/staff/demo-staff.ts): the bench signs in as a museum's owner would. */
const OWNER = { email: 'owner@demo.foyer.example', password: 'demo-owner-password', totpSecret: 'QP4UK32QJZJSCIOKFH2U44EGVDT27O3J' };
const OFFICE_COOKIE = 'foyer_office';
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Requests per kind of call; the first few of each warm the server up and are not counted. */
const REQUESTS = 120;
const WARM_UP = 10;
const REPORT_RUNS = 5;

const base32 = (text: string): Buffer => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of text.replace(/=+$/, '')) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
};

/** RFC 6238 (SHA-1, 6 digits, 30 seconds), as the office checks it. */
export const totp = (secret: string, at = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

const cookieOf = (response: Response): string => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${OFFICE_COOKIE}=`));
  if (cookie === undefined) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return cookie.split(';')[0] ?? '';
};

/** Password, then the current code: the cookie of a signed-in owner. */
const signIn = async (url: string): Promise<string> => {
  const json = { 'content-type': 'application/json' };
  const password = await fetch(`${url}/office/api/session/password`, { method: 'POST', headers: json, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
  if (!password.ok) throw new Error(`office password step answered ${password.status}`);
  const code = await fetch(`${url}/office/api/session/totp`, { method: 'POST', headers: { ...json, cookie: cookieOf(password) }, body: JSON.stringify({ code: totp(OWNER.totpSecret) }) });
  if (!code.ok) throw new Error(`office code step answered ${code.status}: ${await code.text()}`);
  return cookieOf(code);
};

/** One call after the other, as a member at the desk makes them: each call's time, after the warm-up. */
const timeCalls = async (url: string, cookie: string, paths: readonly string[]): Promise<number[]> => {
  const times: number[] = [];
  for (const [index, path] of paths.entries()) {
    const started = performance.now();
    const response = await fetch(`${url}/office/api${path}`, { headers: { cookie, 'accept-language': 'en' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (index >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
};

/** The demo's collection, open six days a week with 30-minute slots: a visitor's purchases are spread over its next days. */
const PURCHASE_EVENT = 1001;
const PURCHASES = 40;
const PURCHASE_WARM_UP = 5;
/** DESIGN.md: the shop's own budgets unchanged with the large museum's orders present; read as the scale rule's "within 2×". */
export const PURCHASE_WITH_ORDERS_BUDGET = 2;

/**
 * A visitor's whole purchase of one place (hold, pay on the provider's page, book) one after the
 * other, as the shop serves it: the p95 after a warm-up. Spread over the collection's next days'
 * times, so no time runs out of places.
 */
const purchaseP95 = async (url: string): Promise<number> => {
  const shop = shopClient(url, await choosePaymentType(url));
  const token = await shop.guest();
  const soon = Date.now() + 3_600_000;
  const slots: Slot[] = [];
  for (let day = 1; day <= 7 && slots.length < 10; day += 1) slots.push(...(await shop.slots(PURCHASE_EVENT, pathDay(day))).filter((slot) => Date.parse(slot.datetime) > soon));
  if (slots.length === 0) throw new Error(`event ${PURCHASE_EVENT} has no bookable slot in the next week`);
  const collect = (await (await fetch(`${url}/api/en/ticket/collect/event/${PURCHASE_EVENT}`)).json()) as { data?: { tickets?: { id: number }[] } };
  const ticketId = collect.data?.tickets?.[0]?.id;
  if (ticketId === undefined) throw new Error(`event ${PURCHASE_EVENT} offers no ticket`);
  const times: number[] = [];
  for (let index = 0; index < PURCHASES + PURCHASE_WARM_UP; index += 1) {
    const slot = slots[index % slots.length] as Slot;
    const started = performance.now();
    const purchase = await shop.buy(token, ticketId, slot.datetime);
    if (!purchase.booked) throw new Error(`a purchase was not booked: ${purchase.refusal ?? 'not paid'}`);
    if (index >= PURCHASE_WARM_UP) times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
};

export interface OfficeScaleResult {
  dialect: Dialect;
  orders: number;
  seedSeconds: number;
  searchP95Ms: number;
  /** The same by what was typed: the start of a name, an order number, a ticket's barcode. */
  searchP95ByKindMs: { name: number; number: number; barcode: number };
  orderPageP95Ms: number;
  /** The year's sales report by day: the median of its runs after a first one. */
  yearSalesMs: number;
  yearSalesFirstMs: number;
  yearVatMs: number;
  yearPaymentsMs: number;
  /** The year's refunds by day (by tender, from one grouped statement over the refunds' shares). */
  yearRefundsMs: number;
  /** A visitor's purchase p95 on the same server before the orders were seeded, and with them. */
  purchaseEmptyP95Ms: number;
  purchaseP95Ms: number;
}

const measure = async (url: string, seeded: Seeded): Promise<Omit<OfficeScaleResult, 'dialect' | 'orders' | 'seedSeconds' | 'purchaseEmptyP95Ms'>> => {
  const cookie = await signIn(url);
  const span = seeded.lastOrderId - seeded.firstOrderId;
  const orderAt = (index: number) => seeded.firstOrderId + Math.floor(((index * 7_919) % 1_000) * (span / 1_000));
  const search = (q: (index: number) => string) => timeCalls(url, cookie, Array.from({ length: REQUESTS / 3 + WARM_UP }, (_, index) => `/orders?q=${encodeURIComponent(q(index))}`));
  const byName = await search((index) => seeded.namePrefixes[index % seeded.namePrefixes.length] ?? 'a');
  const byNumber = await search((index) => `#${orderAt(index)}`);
  const byBarcode = await search((index) => seeded.barcodeOf(orderAt(index)));
  const pageTimes = await timeCalls(url, cookie, Array.from({ length: REQUESTS }, (_, index) => `/orders/${orderAt(index + 500)}`));
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
  const range = `from=${yearAgo.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`;
  const report = async (name: string) => {
    const times: number[] = [];
    for (let run = 0; run <= REPORT_RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${url}/office/api/reports/${name}?${range}`, { headers: { cookie, 'accept-language': 'en' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`report ${name} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    return { first: times[0] ?? Number.NaN, median: percentile(times.slice(1), 0.5) };
  };
  const sales = await report('sales');
  return {
    searchP95Ms: percentile([...byName, ...byNumber, ...byBarcode], 0.95),
    searchP95ByKindMs: { name: percentile(byName, 0.95), number: percentile(byNumber, 0.95), barcode: percentile(byBarcode, 0.95) },
    orderPageP95Ms: percentile(pageTimes, 0.95),
    yearSalesMs: sales.median,
    yearSalesFirstMs: sales.first,
    yearVatMs: (await report('vat')).median,
    yearPaymentsMs: (await report('payments')).median,
    yearRefundsMs: (await report('refunds')).median,
    purchaseP95Ms: await purchaseP95(url),
  };
};

/**
 * One dialect's large museum: a scratch database the server migrates and fills with the demo catalog
 * (and its staff), then stops; the orders are seeded beside it; the server starts again on the full
 * database and the desk's calls are timed against it.
 */
const runDialect = async (dialect: Dialect, port: number, webDist: string, adminUrl: string): Promise<OfficeScaleResult> => {
  const orders = OFFICE_ORDERS[dialect];
  const plan = { orders, customers: Math.floor(orders / 3) };
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-office-'));
  const name = `foyer_bench_office_${randomBytes(6).toString('hex')}`;
  const pgUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const databaseUrl = dialect === 'sqlite' ? sqliteUrl(join(dir, 'office.sqlite')) : pgUrl;
  if (dialect === 'postgres') await withPostgres(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  let server: Running | null = null;
  try {
    server = await startFoyer(port, databaseUrl, webDist);
    const purchaseEmptyP95Ms = await purchaseP95(server.url);
    await server.stop();
    server = null;
    const started = performance.now();
    let seeded: Seeded;
    if (dialect === 'sqlite') {
      const db = new Database(join(dir, 'office.sqlite'));
      try {
        db.pragma('journal_mode = WAL');
        const run: Run = async (sql) => {
          const statement = db.prepare(sql);
          if (statement.reader) return statement.all() as Record<string, unknown>[];
          statement.run();
          return [];
        };
        seeded = await seedLargeMuseum('sqlite', run, plan, new Date());
      } finally {
        db.close();
      }
    } else {
      seeded = await withPostgres(pgUrl, (client) => seedLargeMuseum('postgres', async (sql) => (await client.query(sql)).rows as Record<string, unknown>[], plan, new Date()));
    }
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`[bench] office (${dialect}): ${orders} orders seeded in ${seedSeconds.toFixed(1)} s`);
    server = await startFoyer(port, databaseUrl, webDist);
    return { dialect, orders, seedSeconds, purchaseEmptyP95Ms, ...(await measure(server.url, seeded)) };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await withPostgres(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
};

/** The office on a large museum, SQLite first, then PostgreSQL (BENCH_POSTGRES_URL, else the local server). */
export const runOfficeScale = async (port: number, webDist: string, dialects: readonly Dialect[] = ['sqlite', 'postgres']): Promise<OfficeScaleResult[]> => {
  const results: OfficeScaleResult[] = [];
  for (const dialect of dialects) results.push(await runDialect(dialect, port, webDist, process.env.BENCH_POSTGRES_URL ?? DEFAULT_ADMIN_URL));
  return results;
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Bench table rows: the desk's search and order page, and a year's reports, each against its budget. */
export const officeScaleRows = (results: readonly OfficeScaleResult[]): Row[] =>
  results.flatMap((result) => {
    const group = `office (${result.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${result.orders.toLocaleString('en')} orders)`;
    return [
      { group, metric: 'order search p95 (name prefix, number, barcode)', value: ms(result.searchP95Ms), budget: `≤ ${OFFICE_BUDGET.searchP95Ms} ms`, ok: result.searchP95Ms <= OFFICE_BUDGET.searchP95Ms },
      { group, metric: `order search p95 by kind: name ${ms(result.searchP95ByKindMs.name)}, number ${ms(result.searchP95ByKindMs.number)}, barcode ${ms(result.searchP95ByKindMs.barcode)}`, value: '', budget: '', ok: null },
      { group, metric: "an order's page p95", value: ms(result.orderPageP95Ms), budget: `≤ ${OFFICE_BUDGET.orderPageP95Ms} ms`, ok: result.orderPageP95Ms <= OFFICE_BUDGET.orderPageP95Ms },
      { group, metric: `a year's sales report by day (median of ${REPORT_RUNS}; first ${ms(result.yearSalesFirstMs)})`, value: ms(result.yearSalesMs), budget: `≤ ${OFFICE_BUDGET.yearReportMs} ms`, ok: result.yearSalesMs <= OFFICE_BUDGET.yearReportMs },
      { group, metric: "a year's VAT report", value: ms(result.yearVatMs), budget: `≤ ${OFFICE_BUDGET.yearReportMs} ms`, ok: result.yearVatMs <= OFFICE_BUDGET.yearReportMs },
      { group, metric: "a year's payments report", value: ms(result.yearPaymentsMs), budget: `≤ ${OFFICE_BUDGET.yearReportMs} ms`, ok: result.yearPaymentsMs <= OFFICE_BUDGET.yearReportMs },
      { group, metric: "a year's refunds report by day", value: ms(result.yearRefundsMs), budget: `≤ ${OFFICE_BUDGET.yearReportMs} ms`, ok: result.yearRefundsMs <= OFFICE_BUDGET.yearReportMs },
      {
        group,
        metric: "a visitor's purchase (hold, pay, book) p95: the shop without orders → with them",
        value: `${ms(result.purchaseEmptyP95Ms)} → ${ms(result.purchaseP95Ms)} (${(result.purchaseP95Ms / result.purchaseEmptyP95Ms).toFixed(1)}×)`,
        budget: `≤ ${PURCHASE_WITH_ORDERS_BUDGET}×`,
        ok: result.purchaseP95Ms <= PURCHASE_WITH_ORDERS_BUDGET * result.purchaseEmptyP95Ms,
      },
      { group, metric: 'seeding (bulk insert)', value: `${result.seedSeconds.toFixed(1)} s`, budget: '', ok: null },
    ];
  });
