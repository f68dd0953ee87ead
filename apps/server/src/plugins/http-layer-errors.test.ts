import { gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { apiErrorSchema } from '@foyer/contract';
import de from '@foyer/contract/error-messages/de.json' with { type: 'json' };
import fr from '@foyer/contract/error-messages/fr.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutSeconds: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => t.close());

/** Writes raw bytes and collects everything the server answers until it closes the connection. */
const raw = (request: string, { end = true } = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
    if (end) socket.end();
  });

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  return { status, head: head.toLowerCase(), body: apiErrorSchema.parse(JSON.parse(body)) };
};

describe("the HTTP layer's own refusals answer in the error envelope", () => {
  it('headers over the size limit (a 100 kB query): 431 HEADERS_TOO_LARGE in the request language, no-store', async () => {
    const answer = parse(await raw(`GET /api/de/shopinfo?shop=177&q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ code: 'HEADERS_TOO_LARGE', message: de.HEADERS_TOO_LARGE });
    expect(answer.head).toContain('cache-control: no-store');
  });

  it('a body that never arrives is cut off with 408 REQUEST_TIMEOUT', async () => {
    const request = 'POST /api/en/auth/guest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"c":';
    const answer = parse(await raw(request, { end: false }));
    expect(answer.status).toBe(408);
    expect(answer.body.code).toBe('REQUEST_TIMEOUT');
  });

  it('malformed HTTP is 400 BAD_REQUEST', async () => {
    const answer = parse(await raw('GARBAGE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
  });

  it('an address with broken percent-encoding is 400 BAD_REQUEST in the envelope, in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fr/tour/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toEqual({ code: 'BAD_REQUEST', message: fr.BAD_REQUEST });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an over-long path segment is 414 URI_TOO_LONG', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/de/ticket/collect/event/${'9'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(apiErrorSchema.parse(res.json())).toEqual({ code: 'URI_TOO_LONG', message: de.URI_TOO_LONG });
  });

  it('a body over the size limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ c: { fname: 'x'.repeat(2_000_000) } });
    const res = await t.app.inject({ method: 'POST', url: '/api/en/auth/guest', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a compressed body (browsers never send one) is 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ c: { email: 'ada@example.org' } })),
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).code).toBe('BAD_REQUEST');
  });

  it('a body that is not JSON is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/en/auth/guest', headers: { 'content-type': 'application/xml' }, payload: '<c/>' });
    expect(res.statusCode).toBe(415);
    expect(apiErrorSchema.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
