import {
  langParamsSchema,
  shopConfigResponseSchema,
  shopInfoResponseSchema,
  shopQuerySchema,
  staticContentResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { ShopService } from './shop.service.js';

const shopRequest = { tags: ['shop'], params: langParamsSchema, querystring: shopQuerySchema };

export const registerShopRoutes = (parent: FastifyInstance, shop: ShopService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/shopinfo',
    {
      schema: {
        ...shopRequest,
        summary: 'Static content with meta: banners, social links, cookie text, logos, terms links',
        response: { 200: shopInfoResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) =>
      sendCatalogJson(request, reply, await shop.shopInfoJson(request.query.shop, request.params.lang)),
  );

  app.get(
    '/static',
    {
      schema: {
        ...shopRequest,
        summary: 'Static content without meta',
        response: { 200: staticContentResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) =>
      sendCatalogJson(request, reply, await shop.staticContentJson(request.query.shop, request.params.lang)),
  );

  app.get(
    '/shopinfo/config',
    {
      schema: {
        ...shopRequest,
        summary: 'The application config of SPEC §3 under its server-side names',
        response: { 200: shopConfigResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCatalogJson(request, reply, await shop.configJson(request.query.shop, request.params.lang)),
  );
};
