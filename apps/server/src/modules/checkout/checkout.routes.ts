import {
  apiErrorSchema,
  cancelPaymentQuerySchema,
  cancelPaymentResponseSchema,
  execPaymentBodySchema,
  execPaymentQuerySchema,
  execPaymentResponseSchema,
  initPaymentBodySchema,
  initPaymentOrderBodySchema,
  initPaymentResponseSchema,
  langParamsSchema,
  tokenQuerySchema,
  walletSchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { sessionToken, type RequireCustomer } from '../../plugins/customer-auth.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrderPaymentService } from './order-payment.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 406: apiErrorSchema, 410: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema } as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The raw body asks for an express wallet payment (SPEC §7 aux.wallet), read before validation. */
const asksForWallet = (body: unknown): boolean => {
  const aux = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).aux : undefined;
  return aux !== null && typeof aux === 'object' && walletSchema.safeParse((aux as Record<string, unknown>).wallet).success;
};

/**
 * SPEC §6: an express wallet payment is offered without login; every other payment needs a login or
 * a guest session, and a caller without one hears 401 before anything of the body is checked.
 */
const requireCustomerUnlessWallet =
  (requireCustomer: RequireCustomer): RequireCustomer =>
  async (request) => {
    if (sessionToken(request) === undefined && asksForWallet(request.body)) return;
    await requireCustomer(request);
  };

export const registerCheckoutRoutes = (
  parent: FastifyInstance,
  deps: { checkout: CheckoutService; orderPayments: OrderPaymentService; requireCustomer: RequireCustomer; rateLimitPerMinute: number },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/checkout/initPayment',
    {
      ...perClientLimit(deps.rateLimitPerMinute),
      preValidation: requireCustomerUnlessWallet(deps.requireCustomer),
      schema: {
        tags: ['checkout'],
        summary:
          "Place the order (ending the session's previous unpaid one), hold its places and start the payment; answers the payment page address. Without a session only an express wallet payment (aux.wallet), whose payer the wallet names",
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: initPaymentBodySchema,
        response: { 200: initPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customer } = request;
      if (customer === null && request.body.aux.wallet === undefined) throw new HttpError(401, 'UNAUTHORIZED');
      const data = await deps.checkout.initPayment(customer, request.body, request.params.lang);
      return noStore(reply).send({ data });
    },
  );

  app.post(
    '/checkout/initPaymentOrder',
    {
      ...perClientLimit(deps.rateLimitPerMinute),
      schema: {
        tags: ['checkout'],
        summary:
          'Pay an existing order (its review token is the key, no session needed) for what it owes; answers the payment page address. 406 ORDER_NOT_AVAILABLE when it cannot be paid, 422 ORDER_ALREADY_PAID',
        params: langParamsSchema,
        body: initPaymentOrderBodySchema,
        response: { 200: initPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.orderPayments.initPaymentOrder(request.body, request.params.lang) }),
  );

  app.post(
    '/checkout/execPayment',
    {
      schema: {
        tags: ['checkout'],
        summary: "Book a paid cart once the provider confirms: tickets, confirmation mail; idempotent; 422 PAYMENT_PENDING while a payment is still being confirmed",
        params: langParamsSchema,
        querystring: execPaymentQuerySchema,
        body: execPaymentBodySchema,
        response: { 200: execPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.checkout.execPayment(request.body.cartId) }),
  );

  app.post(
    '/checkout/cancel',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Cancel an unpaid cart: its payment is closed at the provider and its places released at once',
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
