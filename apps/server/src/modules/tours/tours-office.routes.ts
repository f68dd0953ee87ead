import {
  createOfficeTourBodySchema,
  officeSlotsHaveBuyersErrorSchema,
  officeTourIdParamsSchema,
  officeTourListResponseSchema,
  officeTourResponseSchema,
  officeTourStaleErrorSchema,
  updateOfficeTourBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { SlotsHaveBuyersError } from '../events/public.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { StaleTourError, type ToursOfficeService } from './tours-office.service.js';

/** The office's guided tours (docs/office.md): owners and editors, an editor within the scope of their tours. */
export const registerToursOfficeRoutes = (parent: FastifyInstance, tours: ToursOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/tours', { preValidation: editors, schema: { response: { 200: officeTourListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { tours: await tours.list(signedInStaff(request), new Date()), categories: await tours.categories() } }),
  );

  app.get(
    '/tours/:id',
    { preValidation: editors, schema: { params: officeTourIdParamsSchema, response: { 200: officeTourResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { record: await tours.get(request.params.id, signedInStaff(request)), categories: await tours.categories() } }),
  );

  app.post(
    '/tours',
    { preValidation: editors, schema: { body: createOfficeTourBodySchema, response: { 201: officeTourResponseSchema, ...officeErrors } } },
    async (request, reply) => {
      const record = await tours.create(request.body.tour, signedInStaff(request), officeMessageLanguage(request), new Date());
      return noStore(reply)
        .status(201)
        .send({ data: { record, categories: await tours.categories() } });
    },
  );

  app.put(
    '/tours/:id',
    {
      preValidation: editors,
      schema: {
        params: officeTourIdParamsSchema,
        body: updateOfficeTourBodySchema,
        response: { 200: officeTourResponseSchema, ...officeErrors, 409: z.union([officeTourStaleErrorSchema, officeSlotsHaveBuyersErrorSchema, officeErrors[409]]) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const lang = officeMessageLanguage(request);
      try {
        const { tour, version, closeSlotsWithBuyers } = request.body;
        const record = await tours.update(request.params.id, tour, version, { closeSlotsWithBuyers }, staff, lang, new Date());
        return noStore(reply).send({ data: { record, categories: await tours.categories() } });
      } catch (error) {
        // The stale answer carries the tour as it is now, so the editor sees what changed.
        if (error instanceof StaleTourError) return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', lang), current: error.current });
        // The times with buyers, so the editor decides knowing what the change means for them.
        if (error instanceof SlotsHaveBuyersError) {
          return noStore(reply).status(409).send({ code: 'OFFICE_SLOTS_HAVE_BUYERS' as const, message: errorMessage('OFFICE_SLOTS_HAVE_BUYERS', lang), slots: error.slots });
        }
        throw error;
      }
    },
  );
};
