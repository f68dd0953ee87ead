import {
  langParamsSchema,
  shopConfigResponseSchema,
  shopInfoResponseSchema,
  shopQuerySchema,
  staticContentResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { ShopService } from './shop.service.js';

const shopRequest = { tags: ['shop'], params: langParamsSchema, querystring: shopQuerySchema };

export const registerShopRoutes = (app: FastifyInstance, shop: ShopService): void => {
  publicRead(
    app,
    '/shopinfo',
    {
      freshness: 'catalog',
      schema: {
        ...shopRequest,
        summary: 'Static content with meta: banners, social links, cookie text, logos, terms links',
        response: { 200: shopInfoResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => shop.shopInfo(query.shop, params.lang),
  );

  publicRead(
    app,
    '/static',
    {
      freshness: 'catalog',
      schema: {
        ...shopRequest,
        summary: 'Static content without meta',
        response: { 200: staticContentResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => shop.staticContent(query.shop, params.lang),
  );

  publicRead(
    app,
    '/shopinfo/config',
    {
      freshness: 'catalog',
      schema: {
        ...shopRequest,
        summary: 'The application config of SPEC §3 under its server-side names',
        response: { 200: shopConfigResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => shop.config(query.shop, params.lang),
  );
};
