import {
  apiErrorSchema,
  customerOrdersResponseSchema,
  langParamsSchema,
  orderCustomerResponseSchema,
  orderReviewResponseSchema,
  orderTokenQuerySchema,
  tokenQuerySchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { RequireCustomer } from '../../plugins/customer-auth.js';
import type { OrderReviewService } from './order-review.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 406: apiErrorSchema } as const;

/** An order's payments and due amount change at any moment, and the answer is the visitor's own. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** SPEC §7 `order/review` and `customer/fromOrder` (the review token is the key), and a registered customer's `customer/orders`. */
export const registerOrderReviewRoutes = (parent: FastifyInstance, deps: { reviews: OrderReviewService; requireCustomer: RequireCustomer }): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/order/review',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order by its review token: lines, payments, what is due and until when, its documents; 406 ORDER_NOT_AVAILABLE otherwise',
        params: langParamsSchema,
        querystring: orderTokenQuerySchema,
        response: { 200: orderReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.reviews.review(request.query.id, request.params.lang) }),
  );

  app.get(
    '/customer/fromOrder',
    {
      schema: {
        tags: ['customer'],
        summary: "The billing details an order was placed with, by the order's review token; 406 ORDER_NOT_AVAILABLE otherwise",
        params: langParamsSchema,
        querystring: orderTokenQuerySchema,
        response: { 200: orderCustomerResponseSchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: { customer: await deps.reviews.customer(request.query.id, request.params.lang) } }),
  );

  app.get(
    '/customer/orders',
    {
      preValidation: deps.requireCustomer,
      schema: {
        tags: ['customer'],
        summary: "The logged-in customer's orders, newest first (unpaid checkouts left out); 403 for guests",
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customer } = request;
      if (customer === null) throw new HttpError(401, 'UNAUTHORIZED');
      if (customer.isGuest) throw new HttpError(403, 'FORBIDDEN');
      return noStore(reply).send({ data: { orders: await deps.reviews.customerOrders(customer.id, request.params.lang) } });
    },
  );
};
