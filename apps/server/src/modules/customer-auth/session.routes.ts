import { customerResponseSchema, langParamsSchema, loginBodySchema, logoutResponseSchema, sessionResponseSchema, tokenQuerySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { RequireCustomer } from '../../plugins/customer-auth.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import { accountErrors, callerSession, noStore } from './account-routes-kit.js';
import type { AccountService } from './account.service.js';
import type { LoginService } from './login.service.js';

export interface SessionRouteDeps {
  login: LoginService;
  account: AccountService;
  requireCustomer: RequireCustomer;
  rateLimitPerMinute: number;
}

/** SPEC §7 `auth/login`, `auth/logout` and `GET customer` (guests too: the checkout fills its form from it). */
export const registerSessionRoutes = (parent: FastifyInstance, deps: SessionRouteDeps): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    {
      ...perClientLimit(deps.rateLimitPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and md5 password; 401 LOGIN_FAILED, 429 ACCOUNT_LOCKED after five failures in a row',
        params: langParamsSchema,
        body: loginBodySchema,
        response: { 200: sessionResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.login.login(request.body, request.params.lang) }),
  );

  app.post(
    '/auth/logout',
    {
      preValidation: deps.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: logoutResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.account.logout(callerSession(request)) }),
  );

  app.get(
    '/customer',
    {
      preValidation: deps.requireCustomer,
      schema: {
        tags: ['customer'],
        summary: "The session's customer: details and delivery address",
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: customerResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: { customer: await deps.account.details(callerSession(request).customerId) } }),
  );
};
