import { customerResponseSchema, langParamsSchema, sessionResponseSchema, tokenQuerySchema, validateCustomerResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { sessionToken, type RequireCustomer } from '../../plugins/customer-auth.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import { accountErrors, callerSession, noStore } from './account-routes-kit.js';
import type { AccountService } from './account.service.js';
import type { RegistrationService } from './registration.service.js';

/** `c` is checked field by field against the shop's rules, so every problem comes back as 422 with field messages. */
const customerBodySchema = z.object({ c: z.record(z.string(), z.unknown()) });

export interface RegistrationRouteDeps {
  registration: RegistrationService;
  account: AccountService;
  requireRegistered: RequireCustomer;
  rateLimitPerMinute: number;
}

/** SPEC §7 `customer/register`, `customer/validate` (validate-only registration) and `customer/update`. */
export const registerRegistrationRoutes = (parent: FastifyInstance, deps: RegistrationRouteDeps): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limit = perClientLimit(deps.rateLimitPerMinute);

  app.post(
    '/customer/register',
    {
      ...limit,
      schema: {
        tags: ['customer'],
        summary: "Register an account (with a guest's token: that guest becomes the account); answers a session",
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: customerBodySchema,
        response: { 200: sessionResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.registration.register(request.body.c, request.params.lang, sessionToken(request)) }),
  );

  app.post(
    '/customer/validate',
    {
      ...limit,
      schema: {
        tags: ['customer'],
        summary: 'Check a registration without creating anything; 422 VALIDATION_FAILED lists every field problem',
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: customerBodySchema,
        response: { 200: validateCustomerResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.registration.validate(request.body.c, request.params.lang, sessionToken(request)) }),
  );

  app.post(
    '/customer/update',
    {
      preValidation: deps.requireRegistered,
      schema: {
        tags: ['customer'],
        summary: 'Save details and delivery address (fields not sent keep their value); answers the customer',
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: customerBodySchema,
        response: { 200: customerResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: { customer: await deps.account.update(callerSession(request), request.body.c, request.params.lang) } }),
  );
};
