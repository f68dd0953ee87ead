import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDetails } from '../test-support/checkout-kit.js';
import { databaseUrlOf } from '../test-support/database-url.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test-support/test-database.js';
import { FAR_DATES, FAR_DATETIMES, FAR_RANGES } from './hostile-values.js';

/**
 * The real server in its own process, so that work which never ends shows as a missing answer here
 * instead of stalling the test: far dates on every date-taking call and the heaviest valid requests,
 * sent all at once, while a load balancer's /healthz keeps asking.
 */
const REFUSAL_BOUND_MS = 3_000;
const ANSWER_BOUND_MS = 5_000;
const HEALTH_BOUND_MS = 3_000;
const ROUNDS = 3;

const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

const farDateUrls = (): string[] => [
  ...FAR_RANGES.flatMap((range) => [`ticket/calendar/event/501/range/${range}`, `tour/calendar/tour/601/range/${range}`, `tour/soldout/tour/601/range/${range}`]),
  ...FAR_DATES.flatMap((date) => [
    `tour/overview?date=${date}&lookahead=31`,
    `tour?tour=601&date=${date}`,
    ...(date.includes('-') ? [] : [`ticket/collect/event/501/date/${date}`, `tour/soldoutTimeslots/tour/601/date/${date}`]),
  ]),
];

/** The most work a valid read may ask for: 62 days of calendar, 31 days of overview. */
const heaviestReads = (): string[] => [
  `ticket/calendar/event/501/range/${dayAhead(0)};${dayAhead(61)}`,
  `tour/calendar/tour/601/range/${dayAhead(0)};${dayAhead(61)}`,
  `tour/soldout/tour/601/range/${dayAhead(0)};${dayAhead(61)}`,
  `tour/overview?date=${dayAhead(0)}&lookahead=31`,
];

interface Answer {
  request: string;
  status: number;
  ms: number;
}

describe(`hostile requests never stall the server: far dates answer 4xx at once and /healthz keeps answering (${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-hostile-'));
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    const catalogFile = join(dir, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(fixtureCatalogWithMerchandise()));
    server = await startServerProcess({
      DATABASE_URL: databaseUrlOf(database.database),
      CATALOG_FILE: catalogFile,
      WEB_DIST: join(dir, 'no-web'),
      JOB_INTERVAL_SECONDS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      // A regression that loops allocating dies of it quickly instead of taking the machine's memory.
      NODE_OPTIONS: '--max-old-space-size=384',
    });
  }, 90_000);
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = async (request: string, init: RequestInit = {}): Promise<Answer> => {
    const started = performance.now();
    const status = await fetch(`${server.origin}/api/en/${request}`, { ...init, signal: AbortSignal.timeout(ANSWER_BOUND_MS * 2) }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
    return { request, status, ms: Math.round(performance.now() - started) };
  };
  const post = (request: string, body: unknown, label = request) =>
    send(request, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => ({ ...answer, request: label }));

  it(`answers ${ROUNDS} rounds of every far date with 4xx within ${REFUSAL_BOUND_MS / 1000} s while /healthz answers`, { timeout: 120_000 }, async () => {
    const guest = (await (await fetch(`${server.origin}/api/en/auth/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ c: guestDetails }) })).json()) as { data: { token: string } };
    const slot = ((await (await fetch(`${server.origin}/api/en/ticket/collect/event/501`)).json()) as { data: { timeslot: { datetime: string }[] } }).data.timeslot[0]?.datetime;
    const line = { type: 'ticket', id: 5011, count: 1, datetime: slot, subtickets: [] };
    const urls = { continue: '/en/checkout/success', cancel: '/en/checkout/failed' };

    const health: number[] = [];
    let hostileRunning = true;
    const polling = (async () => {
      while (hostileRunning) {
        const started = performance.now();
        const ok = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(HEALTH_BOUND_MS * 2) }).then((res) => res.ok, () => false);
        health.push(ok ? performance.now() - started : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const rounds = Array.from({ length: ROUNDS }, () => [
      ...farDateUrls().map((url) => send(url)),
      ...FAR_DATETIMES.map((datetime) =>
        post(`checkout/initPayment?_=${guest.data.token}`, { payart: 300, cart: { items: [{ ...line, datetime }] }, url: urls }, `initPayment at ${datetime}`),
      ),
    ]);
    const heavy = [
      ...heaviestReads().map((url) => send(url)),
      post(`checkout/initPayment?_=${guest.data.token}`, { payart: 300, cart: { items: Array.from({ length: 100 }, () => line) }, url: urls }, 'initPayment with 100 lines'),
      post('checkout/suggest', { cart: { items: Array.from({ length: 100 }, () => line) } }, 'suggest with 100 lines'),
      post('shipping/costs', { cart: Array.from({ length: 100 }, () => ({ type: 'merchandise', id: 701, count: 1000 })), country: 'CH' }, 'shipping with 100 lines'),
    ];
    const hostile = (await Promise.all(rounds.flat())) as Answer[];
    const answered = (await Promise.all(heavy)) as Answer[];
    hostileRunning = false;
    await polling;

    expect(hostile.filter((answer) => answer.status < 400 || answer.status >= 500 || answer.ms > REFUSAL_BOUND_MS)).toEqual([]);
    expect(answered.filter((answer) => answer.status === 0 || answer.status >= 500 || answer.ms > ANSWER_BOUND_MS)).toEqual([]);
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(HEALTH_BOUND_MS);
  });
});
