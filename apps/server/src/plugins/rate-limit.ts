import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/** The Redis the limits count in, with the key prefix of this shop. */
export interface RateLimitRedis {
  client: Redis;
  config: RedisConfig;
}

/**
 * Per-client limits for the calls that create sessions, check secrets and hold places (guest
 * registration, login, initPayment), so one client cannot hold a sale's places or guess with a loop.
 * Counted where every instance sees the same count: in Redis when REDIS_URL is set, else in the
 * database. Answered 429 TOO_MANY_REQUESTS with a translated message like every other error.
 */
export const registerRateLimits = async (app: FastifyInstance, db: Db, redis?: RateLimitRedis): Promise<void> => {
  const errorResponseBuilder = () => new HttpError(429, 'TOO_MANY_REQUESTS');
  if (redis === undefined) {
    await app.register(rateLimit, { global: false, errorResponseBuilder, store: databaseRateLimitStore(db) });
    return;
  }
  // A Redis that went away must not stop the shop: calls go on without the limit while it reconnects (logged).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder,
    redis: redis.client,
    nameSpace: `${redis.config.keyPrefix}rate-limit:`,
    skipOnError: true,
  });
};

/** Route options for a call limited to `perMinute` calls per client and minute; 0 means no limit. */
export const perClientLimit = (perMinute: number): Pick<RouteShorthandOptions, 'config'> =>
  perMinute === 0 ? {} : { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
