import type { FastifyReply } from 'fastify';

/** Catalog reads may be cached briefly by browsers and proxies; the URL holds language and shop. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30';

/** Sends an already serialized `{data: ...}` answer (the read caches keep the serialized text). */
export const sendCatalogJson = (reply: FastifyReply, json: string): FastifyReply =>
  reply.header('cache-control', CATALOG_CACHE_CONTROL).type('application/json; charset=utf-8').send(json);

/** Free places and stock change with every sale: browsers must ask again each time. */
export const AVAILABILITY_CACHE_CONTROL = 'no-cache';

