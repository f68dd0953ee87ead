import { langParamsSchema, shopQuerySchema, suggestBodySchema, suggestResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { refusingReadErrorResponses } from '../../http/route-schemas.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { SuggestionsService } from './suggestions.service.js';

/** SPEC §7 `checkout/suggest`; the answer follows stock and free places, so it is never cached. */
export const registerSuggestionsRoutes = (parent: FastifyInstance, suggestions: SuggestionsService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/checkout/suggest',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Up to 3 suggestions for what the cart holds ("Complete your visit"): products to add, tours and events to open',
        params: langParamsSchema,
        querystring: shopQuerySchema.partial(),
        body: suggestBodySchema,
        response: { 200: suggestResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: await suggestions.suggest(request.query.shop, request.params.lang, request.body.cart.items) }),
  );
};
