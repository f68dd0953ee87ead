import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { bumpCatalogGeneration } from '../catalog/catalog-generation.js';
import { AVAILABILITY_TTL_MS } from '../http/cached-read.js';
import { READ_CACHE_TTL_MS } from '../http/read-cache.js';
import { dayFromToday, slotsOn } from '../modules/events/events-test-helpers.js';
import { timeslotPlaces } from '../modules/claims/claim-resources.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';

let t: TestApp;
/** Requests that went on past the first hooks to routing's own hooks, validation and a handler. */
let routed: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    catalog: fixtureCatalogWithEvents(),
    // Added last, this hook runs only for requests the repeated reads did not answer.
    beforeReady: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        routed.push(`${request.method} ${request.url}`);
        done();
      }),
  });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
  routed = [];
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

/** Everything an answer says except what differs for every request by design. */
const comparable = (res: LightMyRequestResponse) => {
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
};

const day = dayFromToday(6);

describe('repeated public reads', () => {
  test.each([
    { call: 'config', url: '/api/en/shopinfo/config?shop=177' },
    { call: 'shop info', url: '/api/de/shopinfo?shop=177' },
    { call: 'event list', url: '/api/fr/event/select?shop=177' },
    { call: 'event calendar', url: `/api/en/ticket/calendar/event/501/range/${day.path};${day.path}` },
  ])('answer the $call again without its route, with the same bytes and headers', async ({ url }) => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const first = await get(url, headers);
      const again = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
    expect(routed).toEqual([`GET ${url}`]);
  });

  test('answer each accepted encoding from the one kept answer', async () => {
    const url = '/api/fr/shopinfo/config?shop=177';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(routed).toEqual([`GET ${url}`]);
  });

  test('ask the route again once this process loads a catalog', async () => {
    const url = '/api/de/shopinfo/config?shop=177';
    await get(url);
    await get(url);
    bumpCatalogGeneration(t.app.db);
    await get(url);
    expect(routed).toEqual([`GET ${url}`, `GET ${url}`]);
  });

  test("ask the route again once the read cache's time is up", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/fr/shopinfo?shop=177';
    await get(url);
    vi.setSystemTime(Date.now() + READ_CACHE_TTL_MS - 1);
    await get(url);
    vi.setSystemTime(Date.now() + 1);
    await get(url);
    expect(routed).toEqual([`GET ${url}`, `GET ${url}`]);
  });

  test('show free places as the availability cache does: a sale of this process at once, after a second otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = `/api/de/ticket/calendar/event/501/range/${day.path};${day.path}`;
    const free = async () => ((await get(url)).json() as { data: Record<string, number> }).data[day.iso];
    const before = await free();
    const [slot] = await slotsOn(t.app.db, 501, day.iso);
    expect(await timeslotPlaces.tryHold(t.app.db, slot!.id, 2)).toBe(true);
    expect(await free()).toBe(before! - 2);
    await timeslotPlaces.release(t.app.db, slot!.id, 2);
    expect(await free()).toBe(before);
    // Another server instance sells on the same database: this process learns of it only from the database.
    await t.app.db.updateTable('timeslots').set({ sold: slot!.sold + 3 }).where('id', '=', slot!.id).execute();
    expect(await free()).toBe(before);
    vi.setSystemTime(Date.now() + AVAILABILITY_TTL_MS);
    expect(await free()).toBe(before! - 3);
    await t.app.db.updateTable('timeslots').set({ sold: slot!.sold }).where('id', '=', slot!.id).execute();
  });

  test.each([
    { answer: 'an unknown shop', url: '/api/en/shopinfo?shop=999', status: 404 },
    { answer: 'a bad query', url: '/api/en/shopinfo/config?shop=abc', status: 400 },
  ])('never repeat an error answer: $answer', async ({ url, status }) => {
    expect((await get(url)).statusCode).toBe(status);
    expect((await get(url)).statusCode).toBe(status);
    expect(routed).toEqual([`GET ${url}`, `GET ${url}`]);
  });

  test('answer HEAD through its route', async () => {
    const url = '/api/en/shopinfo?shop=177';
    await get(url);
    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(routed).toEqual([`GET ${url}`, `HEAD ${url}`]);
  });

  test('do not repeat an answer for a different query', async () => {
    await get('/api/en/static?shop=177');
    await get('/api/en/static?shop=177&');
    expect(routed).toEqual(['GET /api/en/static?shop=177', 'GET /api/en/static?shop=177&']);
  });
});

describe('a repeated read in the access log', () => {
  test('is logged like any answer, under the request id the browser sent', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logged = await createTestApp({ logStream, config: { logLevel: 'info', accessLog: true } });
    try {
      const url = '/api/en/shopinfo/config?shop=177';
      for (const id of ['first-1', 'again-2']) {
        expect((await logged.app.inject({ method: 'GET', url, headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
      }
      const answered = lines.filter((line) => line.msg === 'answered');
      expect(answered.map(({ reqId, path, status }) => ({ reqId, path, status }))).toEqual([
        { reqId: 'first-1', path: '/api/en/shopinfo/config', status: 200 },
        { reqId: 'again-2', path: '/api/en/shopinfo/config', status: 200 },
      ]);
    } finally {
      await logged.close();
    }
  });
});
