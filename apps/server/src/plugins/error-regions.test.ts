import { connect } from 'node:net';
import { apiErrorSchema } from '@foyer/contract';
import deDE from '@foyer/contract/error-messages/de-DE.json' with { type: 'json' };
import de from '@foyer/contract/error-messages/de.json' with { type: 'json' };
import fr from '@foyer/contract/error-messages/fr.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';

/** The first bytes a request over the header limit sends, answered by Node before Fastify routes it. */
const headersTooLarge = (port: number): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(JSON.parse(answer.split('\r\n\r\n')[1] ?? 'null')));
    socket.on('error', reject);
    socket.end(`GET /api/de/shopinfo?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });

describe.each(['DE', 'AT'])('error answers of a museum in %s are written in standard German (DESIGN.md "Formats")', (country) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const catalog = fixtureCatalog();
    t = await createTestApp({ catalog: { ...catalog, shop: { ...catalog.shop, meta: { ...catalog.shop.meta, country } } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => t.close());

  it('a day beyond the booking horizon, the first answer the server gives: "außerhalb", not "ausserhalb"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/de/ticket/collect/event/501/date/99991231' });
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'DATE_OUT_OF_RANGE', message: deDE.DATE_OUT_OF_RANGE });
    expect(deDE.DATE_OUT_OF_RANGE).not.toBe(de.DATE_OUT_OF_RANGE);
  });

  it('a body over the size limit: "zu groß"', async () => {
    const payload = JSON.stringify({ c: { fname: 'x'.repeat(2_000_000) } });
    const res = await t.app.inject({ method: 'POST', url: '/api/de/auth/guest', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json())).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: deDE.PAYLOAD_TOO_LARGE });
  });

  it('headers over the size limit, refused before Fastify sees the request: "zu groß"', async () => {
    expect(await headersTooLarge(port)).toEqual({ code: 'HEADERS_TOO_LARGE', message: deDE.HEADERS_TOO_LARGE });
  });

  it('leaves other languages as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fr/ticket/collect/event/501/date/99991231' });
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'DATE_OUT_OF_RANGE', message: fr.DATE_OUT_OF_RANGE });
  });
});

describe('error answers of a museum in Switzerland', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keep the Swiss spelling: "ausserhalb", "zu gross"', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/api/de/ticket/collect/event/501/date/99991231' });
    expect(apiErrorSchema.parse(far.json())).toMatchObject({ code: 'DATE_OUT_OF_RANGE', message: de.DATE_OUT_OF_RANGE });
    const payload = JSON.stringify({ c: { fname: 'x'.repeat(2_000_000) } });
    const big = await t.app.inject({ method: 'POST', url: '/api/de/auth/guest', headers: { 'content-type': 'application/json' }, payload });
    expect(apiErrorSchema.parse(big.json())).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: de.PAYLOAD_TOO_LARGE });
  });
});
