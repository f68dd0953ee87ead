import {
  apiErrorSchema,
  cancelPaymentQuerySchema,
  cancelPaymentResponseSchema,
  execPaymentBodySchema,
  execPaymentQuerySchema,
  execPaymentResponseSchema,
  initPaymentBodySchema,
  initPaymentResponseSchema,
  langParamsSchema,
  tokenQuerySchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { RequireCustomer } from '../../plugins/customer-auth.js';
import type { BookingService } from './booking.service.js';
import type { CheckoutService } from './checkout.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 422: apiErrorSchema } as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The address the browser called, for the built-in payment page and relative return addresses. */
const serverOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

export const registerCheckoutRoutes = (
  parent: FastifyInstance,
  deps: { checkout: CheckoutService; booking: BookingService; requireCustomer: RequireCustomer; publicUrl: string },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const publicOrigin = new URL(deps.publicUrl).origin;

  app.post(
    '/checkout/initPayment',
    {
      preHandler: deps.requireCustomer,
      schema: {
        tags: ['checkout'],
        summary: 'Price the cart, hold its places and start the payment; answers the payment page address',
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: initPaymentBodySchema,
        response: { 200: initPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customer } = request;
      if (customer === null) throw new HttpError(401, 'UNAUTHORIZED');
      const data = await deps.checkout.initPayment(customer, request.body, request.params.lang, { server: serverOrigin(request), public: publicOrigin });
      return noStore(reply).send({ data });
    },
  );

  app.post(
    '/checkout/execPayment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Book a paid cart: tickets, confirmation mail; idempotent',
        params: langParamsSchema,
        querystring: execPaymentQuerySchema,
        body: execPaymentBodySchema,
        response: { 200: execPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.booking.execPayment(request.body.cartId) }),
  );

  app.post(
    '/checkout/cancel',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Cancel an unpaid cart and release its places at once',
        params: langParamsSchema,
        querystring: cancelPaymentQuerySchema,
        response: { 200: cancelPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deps.checkout.cancel(request.query.cartId);
      return noStore(reply).send({ data: { canceled: true } });
    },
  );
};
