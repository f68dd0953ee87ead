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
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { MerchandiseService } from './merchandise.service.js';

const tags = ['merchandise'];

/** SPEC §7 merchandise calls; an unknown article answers 404 PRODUCT_NOT_FOUND, which the screen shows as not found. */
export const registerMerchandiseRoutes = (app: FastifyInstance, merchandise: MerchandiseService): void => {
  publicRead(
    app,
    '/merchandise/select',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Products by sequence_no with free stock; merchandise, or the kind `product_kind` names (13: annual passes)',
        params: langParamsSchema,
        querystring: merchandiseSelectQuerySchema,
        response: { 200: merchandiseSelectResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => merchandise.select(query.shop, params.lang, query.product_kind),
  );

  publicRead(
    app,
    '/merchandise',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'One product (`article`) with its description and images; 404 PRODUCT_NOT_FOUND',
        params: langParamsSchema,
        querystring: merchandiseArticleQuerySchema,
        response: { 200: merchandiseArticleResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => merchandise.article(query.shop, params.lang, query.article),
  );

  publicRead(
    app,
    '/merchandise/attr',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Categories that hold a listed product (of `product_kind`, else merchandise), by sequence',
        params: langParamsSchema,
        querystring: merchandiseAttrQuerySchema,
        response: { 200: merchandiseAttrResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => merchandise.attr(query.shop, params.lang, query.product_kind),
  );
};
