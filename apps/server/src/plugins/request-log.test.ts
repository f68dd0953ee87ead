import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { createRequestIdGenerator, registerRequestLog } from './request-log.js';

/** A Fastify app with the request log as the server has it, logging into `lines`. */
const loggingApp = (accessLog: boolean, level = 'info') => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }), genReqId: createRequestIdGenerator() });
  registerRequestLog(app, accessLog);
  app.get('/api/en/thing', async (request) => {
    request.log.info('inside the handler');
    return { data: 1 };
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return { app, lines };
};

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('adopts the browser X-Request-Id and answers it back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177', headers: { 'x-request-id': 'Kq3-x_9.a' } });
    expect(res.headers['x-request-id']).toBe('Kq3-x_9.a');
  });

  it.each([
    ['missing', undefined],
    ['too long', 'a'.repeat(65)],
    ['a forged log line', 'abc\ninjected'],
    ['spaces', 'a b'],
  ])('gives its own id when the offered one is %s', async (_, offered) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177', headers: offered === undefined ? {} : { 'x-request-id': offered } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('gives every request of an instance its own id, errors included', async () => {
    const ids = await Promise.all(['/api/en/shopinfo/config?shop=177', '/api/en/nothing-here', '/api/xx/shopinfo'].map(async (url) => (await t.app.inject({ method: 'GET', url })).headers['x-request-id']));
    expect(new Set(ids).size).toBe(3);
  });
});

describe('access log', () => {
  it('writes one line per request with method, path without the query, status and time, under the request id', async () => {
    const { app, lines } = loggingApp(true);
    await app.inject({ method: 'GET', url: '/api/en/thing?_=secret-session-token', headers: { 'x-request-id': 'browser-1' } });
    const answered = lines.filter((line) => line.msg === 'answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ reqId: 'browser-1', method: 'GET', path: '/api/en/thing', status: 200 });
    expect(typeof answered[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-session-token');
    expect(lines.find((line) => line.msg === 'inside the handler')).toMatchObject({ reqId: 'browser-1' });
    await app.close();
  });

  it('keeps health checks out of the info log', async () => {
    const { app, lines } = loggingApp(true);
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.filter((line) => line.msg === 'answered')).toEqual([]);
    await app.close();
  });

  it('writes nothing per request when turned off', async () => {
    const { app, lines } = loggingApp(false);
    const res = await app.inject({ method: 'GET', url: '/api/en/thing' });
    expect(res.headers['x-request-id']).toBeDefined();
    expect(lines.filter((line) => line.msg === 'answered')).toEqual([]);
    await app.close();
  });
});
