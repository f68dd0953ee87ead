import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { md5, post } from '../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const tooMany = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment and try again.' };

/** The real app and a second instance on the same database, as behind a load balancer. */
const twoInstances = async (config: Partial<Config>): Promise<{ t: TestApp; second: FastifyInstance; close: () => Promise<void> }> => {
  const t = await createTestApp({ config });
  const second = await buildApp(t.config);
  return {
    t,
    second,
    close: async () => {
      await second.close();
      await t.close();
    },
  };
};

let guessed = 0;
/** Logins from one client, alternating between the instances, each at another address so no lockout interferes; answers their statuses. */
const alternatingLogins = async (apps: FastifyInstance[], count: number): Promise<number[]> => {
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const app = apps[i % apps.length] as FastifyInstance;
    guessed += 1;
    statuses.push((await post(app, 'auth/login', { _u: `someone${guessed}@example.org`, _p: md5('guess') })).statusCode);
  }
  return statuses;
};

const uniquePrefix = (): string => `foyer-test-${randomBytes(6).toString('hex')}:`;

let admin: Redis;
beforeAll(() => {
  admin = new Redis(REDIS_URL);
});
afterAll(async () => {
  await admin.quit();
});
afterEach(() => {
  vi.useRealTimers();
});

const redisKeys = (prefix: string): Promise<string[]> => admin.keys(`${prefix}*`);
const clientsNamed = async (name: string): Promise<number> => ((await admin.client('LIST')) as string).split('\n').filter((line) => line.includes(` name=${name} `)).length;

describe('rate limits kept in the database (no REDIS_URL)', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ rateLimitPerMinute: 2 });
  });
  afterAll(async () => pair.close());

  it('are shared by two instances: a client gets the limit once, not once per instance', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const statuses = await alternatingLogins([pair.t.app, pair.second], 4);
    expect(statuses).toEqual([401, 401, 429, 429]);
    const refused = await post(pair.second, 'auth/login', { _u: 'someone@example.org', _p: md5('guess') });
    expect(refused.json()).toEqual(tooMany);
    // Each call has its own count: the limit of the login leaves the guest registration alone.
    expect((await post(pair.t.app, 'auth/guest', { c: {} })).statusCode).not.toBe(429);
    expect(await pair.t.app.db.selectFrom('rate_limits').select('hits').where('key', 'like', 'POST /api/:lang/auth/login %').execute()).toEqual([{ hits: 5 }]);

    vi.setSystemTime(Date.now() + 60_000);
    expect(await alternatingLogins([pair.second, pair.t.app], 3)).toEqual([401, 401, 429]);
  });

  it('forget windows that ended, once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    await post(pair.t.app, 'auth/guest', { c: {} });
    expect(await pair.t.app.db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'POST /api/:lang/auth/guest 127.0.0.1' }]);
  });
});

describe('rate limits kept in Redis (REDIS_URL)', () => {
  const prefix = uniquePrefix();
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ rateLimitPerMinute: 2, redis: { url: REDIS_URL, keyPrefix: prefix } });
  });
  afterAll(async () => {
    await pair.close();
    const keys = await redisKeys(prefix);
    if (keys.length > 0) await admin.del(...keys);
  });

  it('are shared by two instances, counted under the key prefix and not in the database', async () => {
    expect(await alternatingLogins([pair.t.app, pair.second], 4)).toEqual([401, 401, 429, 429]);
    expect((await post(pair.t.app, 'auth/login', { _u: 'x@example.org', _p: md5('x') })).json()).toEqual(tooMany);
    expect(await redisKeys(prefix)).toEqual([`${prefix}rate-limit:POST/api/:lang/auth/login-127.0.0.1`]);
    expect(await pair.t.app.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });

  it('close their Redis connection with the app', async () => {
    const other = uniquePrefix();
    const app = await createTestApp({ config: { rateLimitPerMinute: 2, redis: { url: REDIS_URL, keyPrefix: other } } });
    expect(await clientsNamed(`${other}rate-limits`)).toBe(1);
    await app.close();
    expect(await clientsNamed(`${other}rate-limits`)).toBe(0);
  });
});

/** A TCP relay to the real Redis that the test can cut, or a listener that never answers. */
const relay = async (answer: boolean): Promise<{ url: string; cut: () => Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    if (!answer) return;
    const upstream = connect(6379, '127.0.0.1');
    sockets.add(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
};

describe('a Redis that cannot be reached', () => {
  it('ends the start at once with an error naming REDIS_URL when nothing listens', async () => {
    const started = Date.now();
    await expect(createTestApp({ config: { redis: { url: 'redis://:secret@127.0.0.1:1', keyPrefix: uniquePrefix() } } })).rejects.toThrow(
      /^Cannot start: Redis at REDIS_URL redis:\/\/:\*\*\*@127\.0\.0\.1:1 is not reachable \(.+\)\. Start it, or unset REDIS_URL/,
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('ends the start within seconds when it accepts the connection but never answers', async () => {
    const silent = await relay(false);
    const started = Date.now();
    try {
      await expect(createTestApp({ config: { redis: { url: silent.url, keyPrefix: uniquePrefix() } } })).rejects.toThrow(`Cannot start: Redis at REDIS_URL ${silent.url} is not reachable`);
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      await silent.cut();
    }
  }, 15_000);

  it('lets calls through without the limit, and without waiting, once it goes away after the start', async () => {
    const cuttable = await relay(true);
    const prefix = uniquePrefix();
    const t = await createTestApp({ config: { rateLimitPerMinute: 1, redis: { url: cuttable.url, keyPrefix: prefix } } });
    try {
      expect(await alternatingLogins([t.app], 2)).toEqual([401, 429]);
      await cuttable.cut();
      const started = Date.now();
      expect(await alternatingLogins([t.app], 3)).toEqual([401, 401, 401]);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await t.close();
      const keys = await redisKeys(prefix);
      if (keys.length > 0) await admin.del(...keys);
    }
  });
});

describe('RATE_LIMIT_PER_MINUTE=0', () => {
  it('limits nothing and counts nothing', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 0 } });
    try {
      expect(new Set(await alternatingLogins([t.app], 25))).toEqual(new Set([401]));
      expect(await t.app.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
