import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonText } from '../kernel/json-text.js';
import { AnswerText, COMPRESSION_THRESHOLD_BYTES, jsonAnswer, sendAnswerText } from './answer-text.js';

const BIG = jsonAnswer({ events: Array.from({ length: 60 }, (_, id) => ({ id, name: `Evening performance ${id}`, price_from: 1500 + id })) });
const SMALL = jsonAnswer({ ok: true });

describe('AnswerText', () => {
  it('compresses its text once per encoding and hands every caller the same bytes', async () => {
    const answer = new AnswerText('x'.repeat(5000));
    const first = answer.encoded('br');
    expect(answer.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(answer.text);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(answer.text);
  });
});

describe('jsonAnswer', () => {
  it('writes data as JSON in the answer envelope, and takes data already written as JSON as it is', () => {
    const data = [{ id: 1, name: 'Sammlung "Oskar Reinhart"', end: null }];
    expect(jsonAnswer(data).text).toBe('{"data":[{"id":1,"name":"Sammlung \\"Oskar Reinhart\\"","end":null}]}');
    expect(jsonAnswer(new JsonText(JSON.stringify(data))).text).toBe(jsonAnswer(data).text);
  });
});

describe('sendAnswerText', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // As in the real server: the on-the-fly compression must leave an answer sent compressed alone.
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES });
    app.get('/big', async (request, reply) => sendAnswerText(request, reply, BIG, 'application/json; charset=utf-8'));
    app.get('/small', async (request, reply) => sendAnswerText(request, reply, SMALL, 'application/json; charset=utf-8'));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    { accepted: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
    { accepted: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    { accepted: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
  ])('sends the kept $encoding bytes to a client accepting "$accepted"', async ({ accepted, encoding, decode }) => {
    const res = await get('/big', accepted);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(decode(res.rawPayload).toString()).toBe(BIG.text);
  });

  it.each([{ accepted: undefined }, { accepted: 'identity' }, { accepted: 'deflate' }])(
    'sends the plain text to a client accepting $accepted',
    async ({ accepted }) => {
      const res = await get('/big', accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe(BIG.text);
    },
  );

  it('sends a small answer as it is, where compression would save nothing', async () => {
    const res = await get('/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"data":{"ok":true}}');
  });
});
