import { langParamsSchema, tokenQuerySchema } from '@foyer/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { bumpCatalogGeneration } from '../kernel/catalog-generation.js';
import { availabilityChanged } from '../kernel/availability-version.js';
import { registerPublicReads } from '../plugins/public-reads.js';
import { CACHE_CONTROL, EdgeCache, MAX_REMEMBERED_ADDRESS_LENGTH } from './edge-cache.js';
import { MAX_KEY_LENGTH, publicRead, PublicReadMisuse, publicReadRoute, PublicRoute, registerPublicReadRoutes } from './public-read.js';
import { jsonSerializerCompiler, zodValidatorCompiler } from './zod-schemas.js';

const querySchema = z.object({ n: z.coerce.number().int().positive(), note: z.string().max(2000).optional() });
const schema = { tags: ['test'], summary: 'a public read', params: langParamsSchema, querystring: querySchema, response: {} };

/** The errors the server met, as its error handler saw them. */
let errors: unknown[] = [];
let app: FastifyInstance | undefined;
const db = {};

/** A bare server with the edge cache (`maxEntries` answers at most) and whatever routes `register` adds. */
const serve = async (register: (app: FastifyInstance) => void, maxEntries?: number): Promise<FastifyInstance> => {
  errors = [];
  const server = Fastify();
  server.setValidatorCompiler(zodValidatorCompiler);
  server.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    return reply.code(error instanceof z.ZodError || (error as { validation?: unknown }).validation ? 400 : 500).send({ code: 'ERROR' });
  });
  registerPublicReads(server, new EdgeCache(db, maxEntries));
  register(server);
  await server.ready();
  app = server;
  return server;
};

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A public read that counts its computations and answers them. */
const countingRead = (freshness: 'catalog' | 'availability' = 'catalog') => {
  const computed: string[] = [];
  const register = (server: FastifyInstance) =>
    publicRead(server, '/api/:lang/count', { freshness, schema }, async ({ params, query }) => {
      computed.push(`${params.lang} ${query.n}`);
      return { lang: params.lang, n: query.n, run: computed.length };
    });
  return { computed, register };
};

describe('a public read at the edge', () => {
  test('is keyed by its route and validated parameters: the same values share one answer, others get their own', async () => {
    const { computed, register } = countingRead();
    const server = await serve(register);
    for (const url of ['/api/en/count?n=1', '/api/en/count?n=01', '/api/en/count?n=1&utm=x', '/api/en/count?n=1&_=token', '/api/en/count?n=2', '/api/de/count?n=1']) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(computed).toEqual(['en 1', 'en 2', 'de 1']);
  });

  test('builds its key from the parsed values, never from the raw address', async () => {
    const route = new PublicRoute('catalog', langParamsSchema, querySchema, async () => null);
    expect(route.keyOf({ lang: 'en' }, { n: '007', utm: 'x', _: 'token' })).toBe(route.keyOf({ lang: 'en' }, { n: '7' }));
    expect(route.keyOf({ lang: 'en' }, { n: '7' })).not.toContain('token');
    expect(route.keyOf({ lang: 'xx' }, { n: '7' })).toBeUndefined();
    expect(route.keyOf({ lang: 'en' }, { n: 'seven' })).toBeUndefined();
  });

  test('computes a key too long to keep every time, so visitors cannot fill memory with long parameters', async () => {
    const { computed, register } = countingRead();
    const server = await serve(register);
    const long = `/api/en/count?n=1&note=${'a'.repeat(MAX_KEY_LENGTH)}`;
    for (const url of [long, long]) expect((await server.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(computed).toEqual(['en 1', 'en 1']);
  });

  test('keeps at most its bound of answers, the oldest going first', async () => {
    const { computed, register } = countingRead();
    const server = await serve(register, 2);
    for (const n of [1, 2, 3, 3, 2, 1]) await server.inject({ method: 'GET', url: `/api/en/count?n=${n}` });
    expect(computed).toEqual(['en 1', 'en 2', 'en 3', 'en 1']);
  });

  test.each([
    { freshness: 'catalog' as const, write: 'a catalog load', change: () => bumpCatalogGeneration(db), computes: 2 },
    { freshness: 'catalog' as const, write: 'a sale', change: availabilityChanged, computes: 1 },
    { freshness: 'availability' as const, write: 'a sale', change: availabilityChanged, computes: 2 },
    { freshness: 'availability' as const, write: 'a catalog load', change: () => bumpCatalogGeneration(db), computes: 2 },
  ])('keeps a $freshness answer across $write only when it cannot change it', async ({ freshness, change, computes }) => {
    const { computed, register } = countingRead(freshness);
    const server = await serve(register);
    await server.inject({ method: 'GET', url: '/api/en/count?n=1' });
    change();
    await server.inject({ method: 'GET', url: '/api/en/count?n=1' });
    expect(computed).toHaveLength(computes);
  });

  test('sends catalog answers cacheable for a short while and availability answers to be asked again', async () => {
    const catalog = countingRead('catalog');
    const server = await serve(catalog.register);
    expect((await server.inject({ method: 'GET', url: '/api/en/count?n=1' })).headers['cache-control']).toBe('public, max-age=30');
    await server.close();
    const availability = countingRead('availability');
    const other = await serve(availability.register);
    expect((await other.inject({ method: 'GET', url: '/api/en/count?n=1' })).headers['cache-control']).toBe('no-cache');
  });
});

/** A public read whose query schema counts how often it parses an address (the edge lookup's and validation's parses alike). */
const parseCountingRead = () => {
  const parsed = { count: 0 };
  const countingQuery = z.object({
    n: z.coerce.number().transform((n) => {
      parsed.count += 1;
      return n;
    }),
  });
  const register = (server: FastifyInstance) =>
    publicRead(server, '/api/:lang/parsed', { freshness: 'catalog', schema: { ...schema, querystring: countingQuery } }, async ({ query }) => ({ n: query.n }));
  return { parsed, register };
};

describe('addresses of kept answers', () => {
  test('are not parsed again once parsed', async () => {
    const { parsed, register } = parseCountingRead();
    const server = await serve(register);
    const first = await server.inject({ method: 'GET', url: '/api/en/parsed?n=1' });
    const afterMiss = parsed.count;
    for (let i = 0; i < 3; i++) {
      const hit = await server.inject({ method: 'GET', url: '/api/en/parsed?n=1' });
      expect(hit.statusCode).toBe(200);
      expect(hit.body).toBe(first.body);
    }
    expect(parsed.count).toBe(afterMiss);
    // Another address of the same answer is parsed once, then remembered too.
    await server.inject({ method: 'GET', url: '/api/en/parsed?n=01' });
    await server.inject({ method: 'GET', url: '/api/en/parsed?n=01' });
    expect(parsed.count).toBe(afterMiss + 1);
  });

  test('that do not pass validation are refused each time', async () => {
    const { register } = parseCountingRead();
    const server = await serve(register);
    for (let i = 0; i < 2; i++) await server.inject({ method: 'GET', url: '/api/en/parsed?n=seven' });
    expect(errors.map((error) => (error as { statusCode?: number }).statusCode)).toEqual([400, 400]);
  });

  test('are remembered as many as answers are kept, the oldest going first', async () => {
    const { parsed, register } = parseCountingRead();
    const server = await serve(register, 2);
    const address = (i: number) => `/api/en/parsed?n=1&utm=${i}`;
    for (const i of [0, 1, 2]) await server.inject({ method: 'GET', url: address(i) });
    const remembered = parsed.count;
    await server.inject({ method: 'GET', url: address(2) });
    await server.inject({ method: 'GET', url: address(1) });
    expect(parsed.count).toBe(remembered);
    await server.inject({ method: 'GET', url: address(0) });
    expect(parsed.count).toBe(remembered + 1);
  });

  test('are not remembered when longer than the addresses visitors follow', async () => {
    const { parsed, register } = parseCountingRead();
    const server = await serve(register);
    const long = `/api/en/parsed?n=1&utm=${'a'.repeat(MAX_REMEMBERED_ADDRESS_LENGTH)}`;
    await server.inject({ method: 'GET', url: long });
    const afterMiss = parsed.count;
    for (let i = 0; i < 2; i++) expect((await server.inject({ method: 'GET', url: long })).statusCode).toBe(200);
    expect(parsed.count).toBe(afterMiss + 2);
  });

  test('are not remembered when they carry a session token, which is never kept', async () => {
    const { parsed, register } = parseCountingRead();
    const server = await serve(register);
    const withToken = '/api/en/parsed?n=1&_=a-visitors-session-token';
    await server.inject({ method: 'GET', url: withToken });
    const afterMiss = parsed.count;
    for (let i = 0; i < 2; i++) expect((await server.inject({ method: 'GET', url: withToken })).statusCode).toBe(200);
    expect(parsed.count).toBe(afterMiss + 2);
  });
});

describe('headers never reach a kept answer', () => {
  test('a computation that reaches for a request header fails loudly and keeps nothing', async () => {
    const server = await serve((instance) =>
      publicRead(instance, '/api/:lang/greeting', { freshness: 'catalog', schema }, async (input) => {
        // What a handler written for the whole request would do: answer in the visitor's language.
        const request = input as unknown as FastifyRequest;
        return { greeting: request.headers['accept-language'] === 'de' ? 'Hallo' : 'Hello' };
      }),
    );
    for (const language of ['de', 'en']) {
      const res = await server.inject({ method: 'GET', url: '/api/en/greeting?n=1', headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(500);
    }
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBeInstanceOf(PublicReadMisuse);
    expect(String(errors[0])).toMatch(/\/api\/:lang\/greeting is a public read: .* not on the request's headers/);
  });

  test.each(['raw', 'cookies', 'ip', 'url', 'server'])('so does one that reaches for the request %s', async (property) => {
    const server = await serve((instance) =>
      publicRead(instance, '/api/:lang/peek', { freshness: 'catalog', schema }, async (input) => ({ seen: String((input as unknown as Record<string, unknown>)[property]) })),
    );
    expect((await server.inject({ method: 'GET', url: '/api/en/peek?n=1' })).statusCode).toBe(500);
    expect(errors[0]).toBeInstanceOf(PublicReadMisuse);
  });

  test('a GET that is not declared public answers each visitor by their headers: nothing keeps it', async () => {
    const server = await serve((instance) => {
      instance.get('/api/:lang/greeting', async (request) => ({ data: request.headers['accept-language'] === 'de' ? 'Hallo' : 'Hello' }));
    });
    const greet = async (language: string) => (await server.inject({ method: 'GET', url: '/api/en/greeting', headers: { 'accept-language': language } })).json();
    expect([await greet('de'), await greet('en'), await greet('de')]).toEqual([{ data: 'Hallo' }, { data: 'Hello' }, { data: 'Hallo' }]);
  });

  test.each([
    {
      declaration: 'a route declared public by hand, whose handler sees the whole request',
      register: (server: FastifyInstance) => {
        const declared = new PublicRoute('catalog', langParamsSchema, querySchema, async () => null);
        server.get('/api/:lang/hand', { schema, config: { publicRead: declared } }, async (request) => ({ data: request.headers['accept-language'] }));
      },
      refusal: /\/api\/:lang\/hand cannot be a public read: it has a handler of its own/,
    },
    {
      declaration: 'a public read declared with a plain object',
      register: (server: FastifyInstance) => {
        server.get('/api/:lang/plain', { schema, config: { publicRead: { freshness: 'catalog' } as unknown as PublicRoute } }, async () => ({ data: 1 }));
      },
      refusal: /\/api\/:lang\/plain cannot be a public read: declare it with publicRead\(\)/,
    },
    {
      declaration: 'a public read that declares request headers',
      register: (server: FastifyInstance) => {
        const withHeaders = { ...schema, headers: z.object({ authorization: z.string() }) };
        publicRead(server, '/api/:lang/mine', { freshness: 'catalog', schema: withHeaders }, async () => null);
      },
      refusal: /\/api\/:lang\/mine cannot be a public read: it declares request headers/,
    },
    {
      declaration: 'a public read that takes the session token',
      register: (server: FastifyInstance) => {
        const withToken = { ...schema, querystring: querySchema.extend(tokenQuerySchema.shape) };
        publicRead(server, '/api/:lang/orders', { freshness: 'catalog', schema: withToken }, async () => null);
      },
      refusal: /\/api\/:lang\/orders cannot be a public read: it takes the session token \(query _\)/,
    },
    {
      declaration: 'a route declared public with other schemas than the ones it validates',
      register: (server: FastifyInstance) => {
        const declared = new PublicRoute('catalog', langParamsSchema, z.object({ n: z.string() }), async () => null);
        server.get('/api/:lang/other', { schema, config: { publicRead: declared } }, declared.handler);
      },
      refusal: /\/api\/:lang\/other cannot be a public read: it validates other parameters than its key is built from/,
    },
    {
      declaration: 'a public route on a write',
      register: (server: FastifyInstance) => {
        const declared = new PublicRoute('catalog', langParamsSchema, querySchema, async () => null);
        server.post('/api/:lang/write', { schema, config: { publicRead: declared } }, declared.handler);
      },
      refusal: /\/api\/:lang\/write cannot be a public read: it is POST, not a read/,
    },
  ])('refuses at registration $declaration', async ({ register, refusal }) => {
    await expect(serve(register)).rejects.toThrow(refusal);
  });

  test('a public read registered where no edge cache attaches it fails at its first request', async () => {
    const server = Fastify();
    server.setValidatorCompiler(zodValidatorCompiler);
    publicRead(server, '/api/:lang/count', { freshness: 'catalog', schema }, async () => 1);
    await server.ready();
    app = server;
    expect((await server.inject({ method: 'GET', url: '/api/en/count?n=1' })).statusCode).toBe(500);
  });
});

describe('public reads declared as data', () => {
  test('are registered in their order under the module tags, each with its own parameters, answers and freshness, and kept', async () => {
    const computed: string[] = [];
    const declared: { url: string; schema: unknown }[] = [];
    const server = await serve((server) => {
      server.setSerializerCompiler(jsonSerializerCompiler);
      server.addHook('onRoute', (route) => {
        if (route.method === 'GET') declared.push({ url: route.url, schema: route.schema });
      });
      const answer = z.object({ data: z.unknown() });
      registerPublicReadRoutes(server, ['module'], [
        publicReadRoute('/api/:lang/first', { freshness: 'catalog', summary: 'with a query', params: langParamsSchema, querystring: querySchema, answer, errors: { 404: answer } }, async ({ query }) => {
          computed.push(`first ${query.n}`);
          return query.n;
        }),
        publicReadRoute('/api/:lang/second', { freshness: 'availability', summary: 'without', params: langParamsSchema, answer, errors: {} }, async ({ params }) => {
          computed.push(`second ${params.lang}`);
          return params.lang;
        }),
      ]);
    });
    expect(declared.map(({ url }) => url)).toEqual(['/api/:lang/first', '/api/:lang/second']);
    expect(declared[0]?.schema).toMatchObject({ tags: ['module'], summary: 'with a query', querystring: querySchema, response: { 200: expect.anything(), 404: expect.anything() } });
    expect(declared[1]?.schema).not.toHaveProperty('querystring');
    for (let i = 0; i < 2; i++) {
      expect((await server.inject({ method: 'GET', url: '/api/en/first?n=3' })).json()).toEqual({ data: 3 });
      const second = await server.inject({ method: 'GET', url: '/api/de/second' });
      expect(second.json()).toEqual({ data: 'de' });
      expect(second.headers['cache-control']).toBe(CACHE_CONTROL.availability);
    }
    expect(computed).toEqual(['first 3', 'second de']);
  });
});
