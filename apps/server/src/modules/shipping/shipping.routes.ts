import {
  apiErrorSchema,
  langParamsSchema,
  shippingCostsBodySchema,
  shippingCostsResponseSchema,
  shippingRatesResponseSchema,
  shopQuerySchema,
  tokenQuerySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import type { Db } from '../../db/database.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { sessionToken } from '../../plugins/customer-auth.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import { findSessionCustomer, hashSessionToken } from '../customer-auth/public.js';
import type { ShippingService } from './shipping.service.js';

const tags = ['shipping'];
const costsQuerySchema = tokenQuerySchema.extend(shopQuerySchema.partial().shape);

/** SPEC §7 shipping costs (the token is optional: guests name the country) and the shipping page's table. */
export const registerShippingRoutes = (parent: FastifyInstance, db: Db, shipping: ShippingService, rateLimitPerMinute: number): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/shipping/costs',
    {
      ...perClientLimit(rateLimitPerMinute * 10),
      schema: {
        tags,
        summary: "Shipping cost (cents) of the cart's goods to `country`, or to the signed-in visitor's delivery address; 422 NO_SHIPPING_COSTS",
        params: langParamsSchema,
        querystring: costsQuerySchema,
        body: shippingCostsBodySchema,
        response: { 200: shippingCostsResponseSchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      // An expired session only loses the address on file; the basket still shows a price for the country it names.
      const customer = token === undefined ? null : ((await findSessionCustomer(db, hashSessionToken(token), new Date())) ?? null);
      const data = await shipping.costs({ shopId: request.query.shop, lang: request.params.lang, lines: request.body.cart, country: request.body.country, customer });
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  publicRead(
    app,
    '/shipping/rates',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'The shipping table by zone and weight band, for the shipping page',
        params: langParamsSchema,
        querystring: shopQuerySchema.partial(),
        response: { 200: shippingRatesResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => shipping.rates(query.shop, params.lang),
  );
};
