import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The browser names each call (X-Request-Id) so a visitor's failed call can be found in the log. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Adopts the caller's request id when it is a short plain token; anything else (missing, long, odd
 * characters that could forge log lines) gets an id of this instance: a random prefix and a counter,
 * unique across instances without the cost of a random id per request.
 */
export const createRequestIdGenerator = (): ((request: IncomingMessage) => string) => {
  const instance = randomBytes(4).toString('hex');
  let counter = 0;
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (typeof offered === 'string' && SANE_REQUEST_ID.test(offered)) return offered;
    counter += 1;
    return `${instance}-${counter.toString(36)}`;
  };
};

const QUIET_PATHS = new Set(['/healthz']);
/** The log levels at which an info line is written. */
const LEVELS_WITH_INFO = new Set(['info', 'debug', 'trace']);

/**
 * Every answer carries its request id; with the access log on, each request is one line (method, path
 * without the query, which may carry session tokens, status and milliseconds), health checks only at debug.
 */
export const registerRequestLog = (app: FastifyInstance, accessLog: boolean): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Below the log level every line would be dropped; without the hook no request pays for assembling one.
  if (!accessLog || !LEVELS_WITH_INFO.has(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    const line = { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (QUIET_PATHS.has(path)) request.log.debug(line, 'answered');
    else request.log.info(line, 'answered');
  });
};
