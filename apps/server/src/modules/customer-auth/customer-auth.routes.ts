import { apiErrorSchema, guestResponseSchema, langParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import type { CustomerAuthService } from './customer-auth.service.js';

/** `c` is checked field by field against the shop's rules, so every problem comes back as 422 with field messages. */
const guestBodySchema = z.object({ c: z.record(z.string(), z.unknown()) });

export const registerCustomerAuthRoutes = (parent: FastifyInstance, auth: CustomerAuthService, rateLimitPerMinute: number): void => {
  parent.withTypeProvider<ZodTypeProvider>().post(
    '/auth/guest',
    {
      ...perClientLimit(rateLimitPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Register a guest with billing details; answers a session token',
        params: langParamsSchema,
        body: guestBodySchema,
        response: { 200: guestResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await auth.registerGuest(request.body.c, request.params.lang);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};
