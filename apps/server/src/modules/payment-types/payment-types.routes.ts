import { langParamsSchema, paymentTypesResponseSchema, shopQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { PaymentTypesService } from './payment-types.service.js';

export const registerPaymentTypesRoutes = (app: FastifyInstance, paymentTypes: PaymentTypesService): void => {
  publicRead(
    app,
    '/checkout/payments',
    {
      freshness: 'catalog',
      schema: {
        tags: ['checkout'],
        summary: 'Payment types of the shop, sorted by sequence_no',
        params: langParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: paymentTypesResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => paymentTypes.list(query.shop, params.lang),
  );
};
