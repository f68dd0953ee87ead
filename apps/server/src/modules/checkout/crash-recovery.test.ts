import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createDatabase } from '../../db/database.js';
import type { Config, DatabaseConfig } from '../../config.js';
import { guestDetails } from '../../test-support/checkout-kit.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process.js';
import { TEST_DATABASE_URL } from '../../test-support/test-database.js';

/** Its own database (a file, or a PostgreSQL database), because two server processes share it. */
const ownDatabase = async (dir: string): Promise<{ url: string; config: DatabaseConfig; drop: () => Promise<void> }> => {
  if (!TEST_DATABASE_URL) {
    const file = join(dir, 'crash.sqlite');
    return { url: `sqlite:${file}`, config: { kind: 'sqlite', file }, drop: async () => undefined };
  }
  const name = `foyer_crash_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** One visitor's whole purchase over HTTP; any step may fail once the server is gone. */
const buy = async (origin: string, datetime: string): Promise<void> => {
  const post = (path: string, body: unknown) => fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  try {
    const guest = (await (await post('/api/en/auth/guest', { c: guestDetails })).json()) as { data: { token: string } };
    const init = await post(`/api/en/checkout/initPayment?_=${guest.data.token}`, {
      payart: 300,
      cart: { ver: 1, items: [{ type: 'ticket', id: 5011, count: 1, datetime, subtickets: [] }] },
      url: { continue: '/en/checkout/success', cancel: '/en/checkout/failed' },
    });
    if (!init.ok) return;
    const page = ((await init.json()) as { data: string }).data;
    const pay = await fetch(page, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=confirmed' });
    const cartId = new URL(pay.headers.get('location') ?? '').searchParams.get('cartId') ?? '';
    await post('/api/en/checkout/execPayment', { cartId });
  } catch {
    // the server was killed under this buyer
  }
};

describe(`a server killed during a checkout burst loses no paid order (${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-crash-'));
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await ownDatabase(dir);
  });
  afterAll(async () => {
    await server?.kill();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('books or flags every confirmed payment and holds no place forever', { timeout: 180_000 }, async () => {
    const catalogFile = join(dir, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(fixtureCatalogWithEvents()));
    const env = { DATABASE_URL: database.url, CATALOG_FILE: catalogFile, WEB_DIST: join(dir, 'no-web'), JOB_INTERVAL_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '0' };
    server = await startServerProcess(env);
    const db = createDatabase(database.config);
    const slot = await db.selectFrom('timeslots').select('starts_at').where('event_id', '=', 501).where('starts_at', '>', new Date(Date.now() + 86_400_000).toISOString()).orderBy('starts_at').executeTakeFirstOrThrow();
    const datetime = slot.starts_at;
    const confirmedPayments = async () => (await db.selectFrom('payments').select('id').where('status', '=', 'confirmed').execute()).length;
    const unbooked = () =>
      db.selectFrom('orders').innerJoin('payments', 'payments.order_id', 'orders.id').select('orders.id').where('payments.status', '=', 'confirmed').where('orders.status', 'not in', ['booked', 'refund_required']).execute();
    try {
      const origin = server.origin;
      const burst = Promise.all(Array.from({ length: 24 }, () => buy(origin, datetime)));
      // Kill once some payments are confirmed while other buyers are still in the middle of theirs.
      await expect.poll(confirmedPayments, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(4);
      await server.kill();
      await burst;
      expect(await confirmedPayments()).toBeGreaterThanOrEqual(4);

      // The restarted server's own job books whatever the crash left paid but not booked.
      server = await startServerProcess({ ...env, JOB_INTERVAL_SECONDS: '1' });
      await expect.poll(async () => (await unbooked()).length, { timeout: 30_000, interval: 200 }).toBe(0);
      await server.kill();
      server = undefined;
    } finally {
      await db.destroy();
    }

    const config = {
      mode: 'demo', payments: { provider: 'test' }, rateLimitPerMinute: 0, maxOrderPlaces: 100, trustProxy: false, requestTimeoutSeconds: 30, office: { idleTimeoutMinutes: 30, signInAttemptsPerAddress: 30, demoStaff: false }, wallet: {}, port: 0, host: '127.0.0.1', publicUrl: 'http://127.0.0.1',
      catalogFile, staticDir: dir, webDist: dir, officeDist: dir, overrides: {}, holdMinutes: 20, sessionHours: 24, jobIntervalSeconds: 0, logLevel: 'silent', accessLog: true, database: database.config,
    } satisfies Config;
    const app = await createApp(config);
    await app.ready();
    try {
      await app.jobs.sweep(new Date(Date.now() + 86_400_000));
      const confirmed = await app.db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('orders.status').where('payments.status', '=', 'confirmed').execute();
      expect(confirmed.every((row) => row.status === 'booked' || row.status === 'refund_required')).toBe(true);
      expect(await app.db.selectFrom('orders').select('id').where('status', 'in', ['pending', 'paid']).execute()).toEqual([]);
      expect(await app.db.selectFrom('claims').select('id').where('status', '=', 'held').execute()).toEqual([]);
      const counters = await sql<{ id: number; sold: number; held: number; claimed: number | string | null }>`
        select t.id, t.sold, t.held, (select sum(c.quantity) from claims c where c.resource = 'timeslot' and c.resource_id = t.id and c.status = 'sold') as claimed
        from timeslots t where t.sold > 0 or t.held > 0`.execute(app.db);
      for (const row of counters.rows) expect({ id: row.id, sold: row.sold, held: row.held }).toEqual({ id: row.id, sold: Number(row.claimed ?? 0), held: 0 });
      const booked = await app.db.selectFrom('orders').select('id').where('status', '=', 'booked').execute();
      const tickets = await app.db.selectFrom('issued_tickets').select('order_id').execute();
      expect(new Set(tickets.map((ticket) => ticket.order_id))).toEqual(new Set(booked.map((order) => order.id)));
    } finally {
      await app.close();
    }
  });
});
