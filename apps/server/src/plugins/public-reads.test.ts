import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { bumpCatalogGeneration } from '../kernel/catalog-generation.js';
import { CATALOG_TTL_MS } from '../kernel/catalog-scoped-cache.js';
import { AVAILABILITY_TTL_MS } from '../http/edge-cache.js';
import { dayFromToday, slotsOn } from '../modules/events/events-test-helpers.js';
import { timeslotPlaces } from '../modules/claims/claim-resources.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';

let t: TestApp;
/** Requests that went on past the edge cache to validation and their handler, which computes the answer. */
let routed: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    catalog: fixtureCatalogWithEvents(),
    // Runs after validation: only for requests the edge cache did not answer.
    beforeReady: (app) =>
      app.addHook('preHandler', (request, _reply, done) => {
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

describe('public reads at the edge', () => {
  test.each([
    { call: 'config', url: '/api/en/shopinfo/config?shop=177' },
    { call: 'shop info', url: '/api/de/shopinfo?shop=177' },
    { call: 'event list', url: '/api/fr/event/select?shop=177' },
    { call: 'event calendar', url: `/api/en/ticket/calendar/event/501/range/${day.path};${day.path}` },
  ])('answer the $call again without computing it, with the same bytes and headers', async ({ url }) => {
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

  test('compute again once this process loads a catalog', async () => {
    const url = '/api/de/shopinfo/config?shop=177';
    await get(url);
    await get(url);
    bumpCatalogGeneration(t.app.db);
    await get(url);
    expect(routed).toEqual([`GET ${url}`, `GET ${url}`]);
  });

  test('compute again once the catalog answer\'s time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/fr/shopinfo?shop=177';
    await get(url);
    vi.setSystemTime(Date.now() + CATALOG_TTL_MS - 1);
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

  test('never keep an error answer', async () => {
    const url = '/api/en/shopinfo?shop=999';
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect(routed).toEqual([`GET ${url}`, `GET ${url}`]);
  });

  test('answer HEAD from the answer kept for GET, without a body', async () => {
    const url = '/api/fr/static?shop=177';
    const answer = await get(url);
    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
    expect(head.body).toBe('');
    expect(routed).toEqual([`GET ${url}`]);
  });

  test('key an answer by the validated path and query: addresses that mean the same share it, a token or a stray field adds nothing', async () => {
    const urls = ['/api/en/static?shop=177', '/api/en/static?shop=177&', '/api/en/static?shop=0177', '/api/en/static?utm_source=news&shop=177', '/api/en/static?shop=177&_=session-token'];
    const bodies = new Set<string>();
    for (const url of urls) bodies.add((await get(url)).body);
    expect(bodies.size).toBe(1);
    expect(routed).toEqual(['GET /api/en/static?shop=177']);
  });

  test('keep apart what the validated parameters tell apart', async () => {
    await get('/api/en/customer/attr');
    await get('/api/de/customer/attr');
    await get('/api/en/customer/attr');
    expect(routed).toEqual(['GET /api/en/customer/attr', 'GET /api/de/customer/attr']);
  });

  test('answer a request whose parameters fail validation through its route, with its error', async () => {
    expect((await get('/api/en/shopinfo?shop=177')).statusCode).toBe(200);
    const refused = await get('/api/en/shopinfo?shop=177x');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
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
