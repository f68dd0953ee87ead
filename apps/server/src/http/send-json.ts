import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswerText, type AnswerText } from './answer-text.js';

/** Catalog reads may be cached briefly by browsers and proxies; the URL holds language and shop. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30';

/** Free places and stock change with every sale: browsers must ask again each time. */
export const AVAILABILITY_CACHE_CONTROL = 'no-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends a kept `{data: ...}` answer of a catalog read (the read caches keep the serialized text). */
export const sendCatalogJson = (request: FastifyRequest, reply: FastifyReply, answer: AnswerText): FastifyReply | Promise<FastifyReply> => {
  request.server.readAnswers.byUrl.remember(request, reply, { answer, cacheControl: CATALOG_CACHE_CONTROL, contentType: JSON_CONTENT_TYPE });
  return sendAnswerText(request, reply.header('cache-control', CATALOG_CACHE_CONTROL), answer, JSON_CONTENT_TYPE);
};
