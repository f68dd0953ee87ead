import {
  eventSelectQuerySchema,
  eventSelectResponseSchema,
  langParamsSchema,
  ticketCalendarParamsSchema,
  ticketCalendarQuerySchema,
  ticketCalendarResponseSchema,
  ticketCollectDateParamsSchema,
  ticketCollectParamsSchema,
  ticketCollectResponseSchema,
  ticketLifetimeQuerySchema,
  ticketLifetimeResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { sendCachedRead } from '../../http/cached-read.js';
import { refusingReadErrorResponses } from '../../http/route-schemas.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { EventsService } from './events.service.js';

const errors = refusingReadErrorResponses;

export const registerEventsRoutes = (parent: FastifyInstance, events: EventsService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/event/select',
    {
      schema: {
        tags: ['events'],
        summary: 'Events with a bookable slot, by sequence_no then sorting_datetime',
        params: langParamsSchema,
        querystring: eventSelectQuerySchema,
        response: { 200: eventSelectResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendCatalogJson(request, reply, await events.selectJson(request.query.shop, request.params.lang)),
  );

  app.get(
    '/ticket/collect/event/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Tickets with the schedule of the first date that has a bookable slot',
        params: ticketCollectParamsSchema,
        response: { 200: ticketCollectResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => events.collect(request.params.id, request.params.lang)),
  );

  app.get(
    '/ticket/collect/event/:id/date/:date',
    {
      schema: {
        tags: ['events'],
        summary: 'Tickets with the schedule of one date (YYYYMMDD, museum time)',
        params: ticketCollectDateParamsSchema,
        response: { 200: ticketCollectResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendCachedRead(request, reply, 'availability', () => events.collect(request.params.id, request.params.lang, request.params.date)),
  );

  app.get(
    '/ticket/calendar/event/:id/range/:range',
    {
      schema: {
        tags: ['events'],
        summary: 'Free places per date (YYYY-MM-DD) for {start};{end} as YYYYMMDD, at most 62 days',
        params: ticketCalendarParamsSchema,
        querystring: ticketCalendarQuerySchema,
        response: { 200: ticketCalendarResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendCachedRead(request, reply, 'availability', () => events.calendar(request.params.id, request.params.lang, request.params.range)),
  );

  app.get(
    '/ticket/lifetime',
    {
      schema: {
        tags: ['events'],
        summary: 'First bookable slot start and last slot end of an event',
        params: langParamsSchema,
        querystring: ticketLifetimeQuerySchema,
        response: { 200: ticketLifetimeResponseSchema, ...errors },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => events.lifetime(request.query.event, request.params.lang)),
  );
};
