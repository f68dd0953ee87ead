import { customerAttrResponseSchema, langParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { CustomerService } from './customer.service.js';

export const registerCustomerRoutes = (app: FastifyInstance, customer: CustomerService): void => {
  publicRead(
    app,
    '/customer/attr',
    {
      freshness: 'catalog',
      schema: {
        tags: ['customer'],
        summary: 'Countries, salutations, required and visible registration fields',
        params: langParamsSchema,
        response: { 200: customerAttrResponseSchema, ...readErrorResponses },
      },
    },
    ({ params }) => customer.attr(params.lang),
  );
};
