import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { messageLanguage } from './error-messages.js';
import { codeForStatus, errorBody, send, type MessageLanguage } from './errors.js';
import type { MuseumRegion } from './museum-region.js';

/** The request's language from its address and the museum's region as far as it is known without waiting. */
const languageOf = (url: string, region: MuseumRegion): MessageLanguage => {
  const lang = messageLanguage(url);
  return { lang, locale: region.localeAtHand(lang) };
};

/**
 * Fastify's own refusals of an address it cannot route (bad percent-encoding, an over-long path
 * segment) in the error envelope, like every other answer.
 */
export const frameworkErrorsIn =
  (region: MuseumRegion): NonNullable<FastifyServerOptions['frameworkErrors']> =>
  (error, request, reply) => {
    const language = languageOf(request.url, region);
    if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
      request.log.error({ err: error }, 'route constraint failed');
      void send(reply, 500, 'INTERNAL_ERROR', language);
      return;
    }
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    void send(reply, status, codeForStatus(status), language);
  };

/** The address of a request Node could not parse, read from its first bytes, so the message can be in the request language. */
const requestPath = (raw: unknown): string => (Buffer.isBuffer(raw) ? (raw.toString('latin1', 0, 120).split(' ')[1] ?? '') : '');

/**
 * What Node refuses before Fastify sees a request (headers over the size limit, a body that never
 * arrives within the request timeout, malformed HTTP) answered in the error envelope with no-store.
 */
export const clientErrorHandlerIn = (region: MuseumRegion) => (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = errorBody(codeForStatus(status), languageOf(requestPath(error.rawPacket), region));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
