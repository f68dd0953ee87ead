import {
  customerResponseSchema,
  emailChangeBodySchema,
  langParamsSchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  passwordConfirmBodySchema,
  passwordResetBodySchema,
  passwordResetResponseSchema,
  sessionResponseSchema,
  tokenQuerySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { RequireCustomer } from '../../plugins/customer-auth.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import { accountErrors, callerSession, noStore } from './account-routes-kit.js';
import type { AccountService } from './account.service.js';
import type { PasswordResetService } from './password-reset.service.js';

export interface PasswordRouteDeps {
  resets: PasswordResetService;
  account: AccountService;
  requireRegistered: RequireCustomer;
  rateLimitPerMinute: number;
}

/** SPEC §7 recovery (`pwdreset`, `pwdconfirm`) and the settings' `pwdchange` and `emailchange`. */
export const registerPasswordRoutes = (parent: FastifyInstance, deps: PasswordRouteDeps): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const limit = perClientLimit(deps.rateLimitPerMinute);

  app.post(
    '/customer/pwdreset',
    {
      ...limit,
      schema: {
        tags: ['customer'],
        summary: 'Mail a single-use link to set a new password; the same answer whether or not the address has an account',
        params: langParamsSchema,
        body: passwordResetBodySchema,
        response: { 200: passwordResetResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.resets.request(request.body, request.params.lang) }),
  );

  app.post(
    '/customer/pwdconfirm',
    {
      ...limit,
      schema: {
        tags: ['customer'],
        summary: "Set a new password with a reset link's token; ends the account's sessions and answers a new one",
        params: langParamsSchema,
        body: passwordConfirmBodySchema,
        response: { 200: sessionResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.resets.confirm(request.body, request.params.lang) }),
  );

  app.post(
    '/customer/pwdchange',
    {
      ...limit,
      preValidation: deps.requireRegistered,
      schema: {
        tags: ['customer'],
        summary: "Change the password (current one in _po); ends the account's other sessions",
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: passwordChangeBodySchema,
        response: { 200: passwordChangeResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: await deps.account.changePassword(callerSession(request), request.body, request.params.lang) }),
  );

  app.post(
    '/customer/emailchange',
    {
      ...limit,
      preValidation: deps.requireRegistered,
      schema: {
        tags: ['customer'],
        summary: 'Change the e-mail address (current password in _po); the old address is told; answers the customer',
        params: langParamsSchema,
        querystring: tokenQuerySchema,
        body: emailChangeBodySchema,
        response: { 200: customerResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => noStore(reply).send({ data: { customer: await deps.account.changeEmail(callerSession(request), request.body, request.params.lang) } }),
  );
};
