import { setUpBodySchema, setUpParamsSchema, setUpResponseSchema, signInStepResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { noStore, officeErrors, setSessionCookie } from './office-routes-kit.js';
import type { SetUpService } from './set-up.service.js';

/** The invitation's one-time set-up link (docs/office.md): whom it invites, then the password. */
export const registerSetUpRoutes = (parent: FastifyInstance, { setUp, publicUrl }: { setUp: SetUpService; publicUrl: string }): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get('/set-up/:token', { schema: { params: setUpParamsSchema, response: { 200: setUpResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await setUp.show(request.params.token, new Date()) }),
  );

  app.post(
    '/set-up/:token',
    { schema: { params: setUpParamsSchema, body: setUpBodySchema, response: { 200: signInStepResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const { token, answer } = await setUp.complete(request.params.token, request.body.password, new Date());
      return setSessionCookie(reply, token, publicUrl).send({ data: answer });
    },
  );
};
