import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { messageLanguage } from './error-messages.js';
import { codeForStatus, errorBody, send } from './errors.js';

/**
 * Fastify's own refusals of an address it cannot route (bad percent-encoding, an over-long path
 * segment) in the error envelope, like every other answer.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const lang = messageLanguage(request.url);
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    request.log.error({ err: error }, 'route constraint failed');
    void send(reply, 500, 'INTERNAL_ERROR', lang);
    return;
  }
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void send(reply, status, codeForStatus(status), lang);
};

/** The address of a request Node could not parse, read from its first bytes, so the message can be in the request language. */
const requestPath = (raw: unknown): string => (Buffer.isBuffer(raw) ? (raw.toString('latin1', 0, 120).split(' ')[1] ?? '') : '');

/**
 * What Node refuses before Fastify sees a request (headers over the size limit, a body that never
 * arrives within the request timeout, malformed HTTP) answered in the error envelope with no-store.
 */
export const clientErrorHandler = (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = errorBody(codeForStatus(status), messageLanguage(requestPath(error.rawPacket)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
