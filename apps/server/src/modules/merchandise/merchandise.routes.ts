import {
  langParamsSchema,
  merchandiseArticleQuerySchema,
  merchandiseArticleResponseSchema,
  merchandiseAttrQuerySchema,
  merchandiseAttrResponseSchema,
  merchandiseSelectQuerySchema,
  merchandiseSelectResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCachedRead } from '../../http/cached-read.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { MerchandiseService } from './merchandise.service.js';

const tags = ['merchandise'];

/** SPEC §7 merchandise calls; an unknown article answers 404 PRODUCT_NOT_FOUND, which the screen shows as not found. */
export const registerMerchandiseRoutes = (parent: FastifyInstance, merchandise: MerchandiseService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/merchandise/select',
    {
      schema: {
        tags,
        summary: 'Products by sequence_no with free stock; merchandise, or the kind `product_kind` names (13: annual passes)',
        params: langParamsSchema,
        querystring: merchandiseSelectQuerySchema,
        response: { 200: merchandiseSelectResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => merchandise.select(request.query.shop, request.params.lang, request.query.product_kind)),
  );

  app.get(
    '/merchandise',
    {
      schema: {
        tags,
        summary: 'One product (`article`) with its description and images; 404 PRODUCT_NOT_FOUND',
        params: langParamsSchema,
        querystring: merchandiseArticleQuerySchema,
        response: { 200: merchandiseArticleResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => merchandise.article(request.query.shop, request.params.lang, request.query.article)),
  );

  app.get(
    '/merchandise/attr',
    {
      schema: {
        tags,
        summary: 'Categories that hold a listed product (of `product_kind`, else merchandise), by sequence',
        params: langParamsSchema,
        querystring: merchandiseAttrQuerySchema,
        response: { 200: merchandiseAttrResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'catalog', () => merchandise.attr(request.query.shop, request.params.lang, request.query.product_kind)),
  );
};
