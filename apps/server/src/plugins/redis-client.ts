import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, type RedisConfig } from '../config.js';

/** How long a start waits for Redis before it gives up with a clear error. */
const CONNECT_TIMEOUT_MS = 5000;
/** A limited call waits at most this long for Redis before it goes on without the limit. */
const COMMAND_TIMEOUT_MS = 1000;

/** The address without its password, for messages and logs. */
const shown = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
};

/**
 * Connects to REDIS_URL before the server starts; a Redis that refuses or stays silent ends the
 * start with a ConfigError naming it. Once connected, a lost connection is retried in the
 * background and calls never wait for it (no offline queue). Closed with the app.
 */
export const connectRedis = async (app: FastifyInstance, config: RedisConfig): Promise<Redis> => {
  let connected = false;
  const client = new Redis(config.url, {
    lazyConnect: true,
    connectionName: `${config.keyPrefix}rate-limits`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => (connected ? Math.min(times * 200, 5000) : null),
  });
  // ioredis ends a failed first connection with "Connection is closed."; the cause came as an error event before.
  let cause: Error | undefined;
  client.on('error', (error: Error) => {
    if (connected) app.log.warn({ err: error, redis: shown(config.url) }, 'Redis connection lost: the rate limits are not counted until it is back');
    else cause = error;
  });
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), silent]);
  } catch (error) {
    client.disconnect();
    throw new ConfigError(`Cannot start: Redis at REDIS_URL ${shown(config.url)} is not reachable (${(cause ?? (error as Error)).message}). Start it, or unset REDIS_URL to count the rate limits in the database (see docs/operations.md).`);
  } finally {
    clearTimeout(timer);
  }
  connected = true;
  app.addHook('onClose', async () => {
    if (client.status === 'ready') await client.quit();
    else client.disconnect();
  });
  return client;
};
