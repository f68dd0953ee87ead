import {
  createOfficePassBodySchema,
  officeCatalogIdParamsSchema,
  officePassListResponseSchema,
  officePassResponseSchema,
  officePassStaleErrorSchema,
  updateOfficePassBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { PassesOfficeService } from './passes-office.service.js';

/** The office's annual passes (docs/office.md): owners and editors. */
export const registerPassesOfficeRoutes = (parent: FastifyInstance, passes: PassesOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/passes', { preValidation: editors, schema: { response: { 200: officePassListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { passes: await passes.list() } }),
  );

  app.get('/passes/:id', { preValidation: editors, schema: { params: officeCatalogIdParamsSchema, response: { 200: officePassResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { record: await passes.get(request.params.id) } }),
  );

  app.post('/passes', { preValidation: editors, schema: { body: createOfficePassBodySchema, response: { 201: officePassResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply)
      .status(201)
      .send({ data: { record: await passes.create(request.body.pass, signedInStaff(request), new Date()) } }),
  );

  app.put(
    '/passes/:id',
    {
      preValidation: editors,
      schema: { params: officeCatalogIdParamsSchema, body: updateOfficePassBodySchema, response: { 200: officePassResponseSchema, ...officeErrors, 409: z.union([officePassStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) =>
      answerStale(reply, officeMessageLanguage(request), async () => {
        const { pass, version } = request.body;
        return noStore(reply).send({ data: { record: await passes.update(request.params.id, pass, version, signedInStaff(request), new Date()) } });
      }),
  );
};
