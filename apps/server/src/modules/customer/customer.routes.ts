import { customerAttrResponseSchema, langParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { CustomerService } from './customer.service.js';

export const registerCustomerRoutes = (parent: FastifyInstance, customer: CustomerService): void => {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/customer/attr',
    {
      schema: {
        tags: ['customer'],
        summary: 'Countries, salutations, required and visible registration fields',
        params: langParamsSchema,
        response: { 200: customerAttrResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCatalogJson(request, reply, await customer.attrJson(request.params.lang)),
  );
};
