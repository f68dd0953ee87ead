import {
  createOfficeEventBodySchema,
  officeEventIdParamsSchema,
  officeEventListResponseSchema,
  officeEventResponseSchema,
  officeEventStaleErrorSchema,
  officeSlotsHaveBuyersErrorSchema,
  slotChangeIdParamsSchema,
  slotChangesResponseSchema,
  updateOfficeEventBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { errorMessage, officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { SlotsHaveBuyersError, StaleEventError, type EventsOfficeService } from './events-office.service.js';
import type { SlotChangesService } from './slot-changes.service.js';

/** The office's events (docs/office.md): owners and editors, an editor within the scope of their events. */
export const registerEventsOfficeRoutes = (parent: FastifyInstance, { events, slotChanges }: { events: EventsOfficeService; slotChanges: SlotChangesService }, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/events', { preValidation: editors, schema: { response: { 200: officeEventListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { events: await events.list(signedInStaff(request), new Date()) } }),
  );

  app.get(
    '/events/:id',
    { preValidation: editors, schema: { params: officeEventIdParamsSchema, response: { 200: officeEventResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { record: await events.get(request.params.id, signedInStaff(request)) } }),
  );

  app.post(
    '/events',
    { preValidation: editors, schema: { body: createOfficeEventBodySchema, response: { 201: officeEventResponseSchema, ...officeErrors } } },
    async (request, reply) =>
      noStore(reply)
        .status(201)
        .send({ data: { record: await events.create(request.body.event, signedInStaff(request), officeMessageLanguage(request), new Date()) } }),
  );

  app.put(
    '/events/:id',
    {
      preValidation: editors,
      schema: {
        params: officeEventIdParamsSchema,
        body: updateOfficeEventBodySchema,
        response: { 200: officeEventResponseSchema, ...officeErrors, 409: z.union([officeEventStaleErrorSchema, officeSlotsHaveBuyersErrorSchema, officeErrors[409]]) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const lang = officeMessageLanguage(request);
      try {
        const { event, version, closeSlotsWithBuyers } = request.body;
        return noStore(reply).send({ data: { record: await events.update(request.params.id, event, version, { closeSlotsWithBuyers }, staff, lang, new Date()) } });
      } catch (error) {
        // The stale answer carries the event as it is now, so the editor sees what changed.
        if (error instanceof StaleEventError) return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', lang), current: error.current });
        // The times with buyers, so the editor decides knowing what the change means for them.
        if (error instanceof SlotsHaveBuyersError) {
          return noStore(reply).status(409).send({ code: 'OFFICE_SLOTS_HAVE_BUYERS' as const, message: errorMessage('OFFICE_SLOTS_HAVE_BUYERS', lang), slots: error.slots });
        }
        throw error;
      }
    },
  );

  // The orders whose times an edit closed or shrank: the box office settles them (and owners).
  const boxOffice = requireStaff({ roles: ['owner', 'box-office'] });
  app.get('/slot-changes', { preValidation: boxOffice, schema: { response: { 200: slotChangesResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { changes: await slotChanges.open(signedInStaff(request)) } }),
  );
  app.post('/slot-changes/:id/settle', { preValidation: boxOffice, schema: { params: slotChangeIdParamsSchema, response: officeErrors } }, async (request, reply) => {
    await slotChanges.settle(request.params.id, signedInStaff(request), new Date());
    return noStore(reply).status(204).send();
  });
};
