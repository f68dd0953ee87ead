import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { HttpError } from '../http/http-error.js';

/**
 * Per-client limits for the calls that create sessions and hold places (guest registration,
 * initPayment), so one client cannot hold a sale's places with a loop. Counted per instance in
 * memory; answered 429 TOO_MANY_REQUESTS with a translated message like every other error.
 */
export const registerRateLimits = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new HttpError(429, 'TOO_MANY_REQUESTS') });
};

/** Route options for a call limited to `perMinute` calls per client and minute; 0 means no limit. */
export const perClientLimit = (perMinute: number): Pick<RouteShorthandOptions, 'config'> =>
  perMinute === 0 ? {} : { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
