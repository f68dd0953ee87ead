import {
  officeNavigationResponseSchema,
  officeNavigationStaleErrorSchema,
  officePageIdParamsSchema,
  officePageListResponseSchema,
  officePageResponseSchema,
  officePageStaleErrorSchema,
  updateOfficeNavigationBodySchema,
  updateOfficePageBodySchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { StaleContentError, type PagesOfficeService } from './pages-office.service.js';

/** Answers a stale edit with the record as it is now, so the editor sees what changed. */
const staleOr = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
  if (error instanceof StaleContentError) return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', officeMessageLanguage(request)), current: error.current });
  throw error;
};

/** The shop's own pages and navigation labels (docs/office.md "Pages"): owners and editors. */
export const registerPagesOfficeRoutes = (parent: FastifyInstance, pages: PagesOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/pages', { preValidation: editors, schema: { response: { 200: officePageListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { pages: await pages.list() } }),
  );

  app.get('/pages/:id', { preValidation: editors, schema: { params: officePageIdParamsSchema, response: { 200: officePageResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { record: await pages.get(request.params.id) } }),
  );

  app.put(
    '/pages/:id',
    {
      preValidation: editors,
      schema: { params: officePageIdParamsSchema, body: updateOfficePageBodySchema, response: { 200: officePageResponseSchema, ...officeErrors, 409: z.union([officePageStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) => {
      try {
        return noStore(reply).send({ data: { record: await pages.update(request.params.id, request.body.page, request.body.version, signedInStaff(request), new Date()) } });
      } catch (error) {
        return staleOr(request, reply, error);
      }
    },
  );

  app.get('/navigation', { preValidation: editors, schema: { response: { 200: officeNavigationResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { record: await pages.navigation() } }),
  );

  app.put(
    '/navigation',
    {
      preValidation: editors,
      schema: { body: updateOfficeNavigationBodySchema, response: { 200: officeNavigationResponseSchema, ...officeErrors, 409: z.union([officeNavigationStaleErrorSchema, officeErrors[409]]) } },
    },
    async (request, reply) => {
      try {
        return noStore(reply).send({ data: { record: await pages.updateNavigation(request.body.labels, request.body.version, signedInStaff(request), new Date()) } });
      } catch (error) {
        return staleOr(request, reply, error);
      }
    },
  );
};
