import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswerText, type AnswerText } from './answer-text.js';

/** Catalog reads may be cached briefly by browsers and proxies; the URL holds language and shop. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30';

/** Free places and stock change with every sale: browsers must ask again each time. */
export const AVAILABILITY_CACHE_CONTROL = 'no-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a kept `{data: ...}` answer of a public read (the read caches keep the serialized text) and
 * remembers it by URL, so the same URL asked again is answered before routing (`AnswersByUrl`).
 */
export const sendReadJson = (request: FastifyRequest, reply: FastifyReply, answer: AnswerText, cacheControl: string): FastifyReply | Promise<FastifyReply> => {
  request.server.readAnswers.byUrl.remember(request, reply, { answer, cacheControl });
  return sendAnswerText(request, reply.header('cache-control', cacheControl), answer, JSON_CONTENT_TYPE);
};

/** Sends a kept answer of a catalog read. */
export const sendCatalogJson = (request: FastifyRequest, reply: FastifyReply, answer: AnswerText): FastifyReply | Promise<FastifyReply> =>
  sendReadJson(request, reply, answer, CATALOG_CACHE_CONTROL);
