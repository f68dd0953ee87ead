import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonText } from '../kernel/json-text.js';
import { AnswerText, BIG_ANSWER_BYTES, brotliQualityFor, COMPRESSION_THRESHOLD_BYTES, jsonAnswer, sendAnswerText } from './answer-text.js';

const BIG = jsonAnswer({ events: Array.from({ length: 60 }, (_, id) => ({ id, name: `Evening performance ${id}`, price_from: 1500 + id })) });
const SMALL = jsonAnswer({ ok: true });
/** The same answer as UTF-8 bytes a database composed, with text beyond ASCII. */
const BIG_UTF8 = jsonAnswer(new JsonText(Buffer.from(JSON.stringify(Array.from({ length: 60 }, (_, id) => ({ id, name: `Führung ${id} – Seeufer` }))))));

describe('AnswerText', () => {
  it('compresses its text once per encoding and hands every caller the same bytes', async () => {
    const answer = new AnswerText('x'.repeat(5000));
    const first = answer.encoded('br');
    expect(answer.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(answer.text);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(answer.text);
  });
});

describe('brotliQualityFor', () => {
  it.each([
    [COMPRESSION_THRESHOLD_BYTES, 5],
    [BIG_ANSWER_BYTES - 1, 5],
    [BIG_ANSWER_BYTES, 1],
    [200_000, 1],
  ])('compresses %i bytes at quality %i', (bytes, quality) => expect(brotliQualityFor(bytes)).toBe(quality));
});

describe('jsonAnswer', () => {
  it('writes data as JSON in the answer envelope, and takes data already written as JSON as it is', () => {
    const data = [{ id: 1, name: 'Sammlung "Oskar Reinhart"', venue: 'Zürich', end: null }];
    expect(jsonAnswer(data).text).toBe('{"data":[{"id":1,"name":"Sammlung \\"Oskar Reinhart\\"","venue":"Zürich","end":null}]}');
    const written = jsonAnswer(new JsonText(Buffer.from(JSON.stringify(data))));
    expect(written.text).toBe(jsonAnswer(data).text);
    expect(written.body).toEqual(Buffer.from(jsonAnswer(data).text));
  });
});

describe('sendAnswerText', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // As in the real server: the on-the-fly compression must leave an answer sent compressed alone.
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES });
    app.get('/big', async (request, reply) => sendAnswerText(request, reply, BIG, 'application/json; charset=utf-8'));
    app.get('/big-utf8', async (request, reply) => sendAnswerText(request, reply, BIG_UTF8, 'application/json; charset=utf-8'));
    app.get('/small', async (request, reply) => sendAnswerText(request, reply, SMALL, 'application/json; charset=utf-8'));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  const BIG_ANSWERS = [
    { path: '/big', answer: BIG },
    { path: '/big-utf8', answer: BIG_UTF8 },
  ];

  it.each(
    BIG_ANSWERS.flatMap(({ path, answer }) => [
      { path, answer, accepted: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { path, answer, accepted: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { path, answer, accepted: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
    ]),
  )('sends $path as the kept $encoding bytes to a client accepting "$accepted"', async ({ path, answer, accepted, encoding, decode }) => {
    const res = await get(path, accepted);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(decode(res.rawPayload).toString()).toBe(answer.text);
  });

  it.each(BIG_ANSWERS.flatMap(({ path, answer }) => [undefined, 'identity', 'deflate'].map((accepted) => ({ path, answer, accepted }))))(
    'sends $path as plain text to a client accepting $accepted',
    async ({ path, answer, accepted }) => {
      const res = await get(path, accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(answer.text);
    },
  );

  it('sends a small answer as it is, where compression would save nothing', async () => {
    const res = await get('/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"data":{"ok":true}}');
  });
});
