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
import { publicReadRoute, registerPublicReadRoutes, type PublicReadRoute } from '../../http/public-read.js';
import { refusingReadErrorResponses as errors } from '../../http/route-schemas.js';
import type { EventsService } from './events.service.js';

/** SPEC §7 event calls, all public reads. */
const eventReads = (events: EventsService): PublicReadRoute[] => [
  publicReadRoute(
    '/event/select',
    { freshness: 'catalog', summary: 'Events with a bookable slot, by sequence_no then sorting_datetime', params: langParamsSchema, querystring: eventSelectQuerySchema, answer: eventSelectResponseSchema, errors },
    ({ params, query }) => events.list(query.shop, params.lang),
  ),
  publicReadRoute(
    '/ticket/collect/event/:id',
    { freshness: 'availability', summary: 'Tickets with the schedule of the first date that has a bookable slot', params: ticketCollectParamsSchema, answer: ticketCollectResponseSchema, errors },
    ({ params }) => events.collect(params.id, params.lang),
  ),
  publicReadRoute(
    '/ticket/collect/event/:id/date/:date',
    { freshness: 'availability', summary: 'Tickets with the schedule of one date (YYYYMMDD, museum time)', params: ticketCollectDateParamsSchema, answer: ticketCollectResponseSchema, errors },
    ({ params }) => events.collect(params.id, params.lang, params.date),
  ),
  publicReadRoute(
    '/ticket/calendar/event/:id/range/:range',
    {
      freshness: 'availability',
      summary: 'Free places per date (YYYY-MM-DD) for {start};{end} as YYYYMMDD, at most 62 days',
      params: ticketCalendarParamsSchema,
      querystring: ticketCalendarQuerySchema,
      answer: ticketCalendarResponseSchema,
      errors,
    },
    ({ params }) => events.calendar(params.id, params.lang, params.range),
  ),
  publicReadRoute(
    '/ticket/lifetime',
    { freshness: 'availability', summary: 'First bookable slot start and last slot end of an event', params: langParamsSchema, querystring: ticketLifetimeQuerySchema, answer: ticketLifetimeResponseSchema, errors },
    ({ params, query }) => events.lifetime(query.event, params.lang),
  ),
];

export const registerEventsRoutes = (app: FastifyInstance, events: EventsService): void => registerPublicReadRoutes(app, ['events'], eventReads(events));
