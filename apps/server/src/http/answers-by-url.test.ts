import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { jsonAnswer, sendAnswerText } from './answer-text.js';
import { AnswersByUrl, MAX_KEPT_URL_LENGTH } from './answers-by-url.js';
import { ReadCache } from './read-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

let app: FastifyInstance;
/** The URLs a handler answered, as opposed to the ones answered again from what was sent. */
let handled: string[];

/** A server with two kept URLs at most, a read that succeeds and one that answers 404 from a kept text. */
beforeEach(async () => {
  handled = [];
  const byUrl = new AnswersByUrl(2);
  const cache = new ReadCache<ReturnType<typeof jsonAnswer>>({});
  app = Fastify();
  app.addHook('onRequest', (request, reply, done) => {
    if (!byUrl.resend(request, reply)) done();
  });
  const send = (status: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    handled.push(request.url);
    const { n } = request.params as { n: string };
    const answer = await cache.get(`${status}:${n}`, async () => jsonAnswer({ n }));
    byUrl.remember(request, reply.code(status), { answer, cacheControl: 'public, max-age=30' });
    return sendAnswerText(request, reply.header('cache-control', 'public, max-age=30'), answer, JSON_TYPE);
  };
  app.get('/kept/:n', send(200));
  app.get('/gone/:n', send(404));
  await app.ready();
});
afterEach(() => app.close());

const ask = async (urls: string[], method: 'GET' | 'HEAD' = 'GET') => {
  for (const url of urls) await app.inject({ method, url });
};

describe('AnswersByUrl', () => {
  test('answers a URL again with what was sent for it', async () => {
    const first = await app.inject({ method: 'GET', url: '/kept/1' });
    const again = await app.inject({ method: 'GET', url: '/kept/1' });
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect(handled).toEqual(['/kept/1']);
  });

  test.each([
    { asked: ['/kept/1', '/kept/2', '/kept/1'], handled: ['/kept/1', '/kept/2'] },
    { asked: ['/kept/1', '/kept/2', '/kept/3', '/kept/3', '/kept/2', '/kept/1'], handled: ['/kept/1', '/kept/2', '/kept/3', '/kept/1'] },
  ])('keeps the newest URLs up to its bound, the oldest going first: $asked', async ({ asked, handled: expected }) => {
    await ask(asked);
    expect(handled).toEqual(expected);
  });

  test('never keeps a URL that carries a session token: the token is no key in memory', async () => {
    const withToken = '/kept/1?shop=177&_=secret-token';
    await ask([withToken, withToken, '/kept/1?x=_=1', '/kept/1?x=_=1']);
    expect(handled).toEqual([withToken, withToken, '/kept/1?x=_=1']);
  });

  test('answers a long URL through its handler every time', async () => {
    const atBound = `/kept/1?pad=${'a'.repeat(MAX_KEPT_URL_LENGTH - '/kept/1?pad='.length)}`;
    const beyond = `${atBound}a`;
    await ask([atBound, atBound, beyond, beyond]);
    expect(handled).toEqual([atBound, beyond, beyond]);
  });

  test.each([
    { what: 'an answer that is not 200', asked: ['/gone/1', '/gone/1'], method: 'GET' as const },
    { what: 'a HEAD request', asked: ['/kept/1', '/kept/1'], method: 'HEAD' as const },
  ])('neither keeps nor repeats $what', async ({ asked, method }) => {
    await ask(asked, method);
    expect(handled).toEqual(asked);
  });
});
