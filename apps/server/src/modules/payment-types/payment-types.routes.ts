import { langParamsSchema, paymentTypesResponseSchema, shopQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { PaymentTypesService } from './payment-types.service.js';

export const registerPaymentTypesRoutes = (parent: FastifyInstance, paymentTypes: PaymentTypesService): void => {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/checkout/payments',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Payment types of the shop, sorted by sequence_no',
        params: langParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: paymentTypesResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) =>
      sendCatalogJson(request, reply, await paymentTypes.paymentTypesJson(request.query.shop, request.params.lang)),
  );
};
