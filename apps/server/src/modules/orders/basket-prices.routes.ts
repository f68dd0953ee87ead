import { apiErrorSchema, basketPricesBodySchema, basketPricesResponseSchema, langParamsSchema, shopQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { refusingReadErrorResponses } from '../../http/route-schemas.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import type { BasketPrices } from './basket-prices.js';

/** The basket's lines priced now; the answer follows the catalog as it is this moment, so it is never cached. */
export const registerBasketPricesRoutes = (parent: FastifyInstance, prices: BasketPrices, rateLimitPerMinute: number): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/checkout/prices',
    {
      ...perClientLimit(rateLimitPerMinute),
      schema: {
        tags: ['checkout'],
        summary: 'What each basket line costs now, priced as initPayment prices it (null for a line it could not price), so the basket shows a changed price before paying',
        params: langParamsSchema,
        querystring: shopQuerySchema.partial(),
        body: basketPricesBodySchema,
        response: { 200: basketPricesResponseSchema, ...refusingReadErrorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: { lines: await prices.current(request.query.shop, request.params.lang, request.body.cart.items) } }),
  );
};
