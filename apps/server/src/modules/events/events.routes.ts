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
import { publicRead } from '../../http/public-read.js';
import { refusingReadErrorResponses } from '../../http/route-schemas.js';
import type { EventsService } from './events.service.js';

const errors = refusingReadErrorResponses;
const tags = ['events'];

export const registerEventsRoutes = (app: FastifyInstance, events: EventsService): void => {
  publicRead(
    app,
    '/event/select',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Events with a bookable slot, by sequence_no then sorting_datetime',
        params: langParamsSchema,
        querystring: eventSelectQuerySchema,
        response: { 200: eventSelectResponseSchema, ...errors },
      },
    },
    ({ params, query }) => events.select(query.shop, params.lang),
  );

  publicRead(
    app,
    '/ticket/collect/event/:id',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Tickets with the schedule of the first date that has a bookable slot',
        params: ticketCollectParamsSchema,
        response: { 200: ticketCollectResponseSchema, ...errors },
      },
    },
    ({ params }) => events.collect(params.id, params.lang),
  );

  publicRead(
    app,
    '/ticket/collect/event/:id/date/:date',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Tickets with the schedule of one date (YYYYMMDD, museum time)',
        params: ticketCollectDateParamsSchema,
        response: { 200: ticketCollectResponseSchema, ...errors },
      },
    },
    ({ params }) => events.collect(params.id, params.lang, params.date),
  );

  publicRead(
    app,
    '/ticket/calendar/event/:id/range/:range',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Free places per date (YYYY-MM-DD) for {start};{end} as YYYYMMDD, at most 62 days',
        params: ticketCalendarParamsSchema,
        querystring: ticketCalendarQuerySchema,
        response: { 200: ticketCalendarResponseSchema, ...errors },
      },
    },
    ({ params }) => events.calendar(params.id, params.lang, params.range),
  );

  publicRead(
    app,
    '/ticket/lifetime',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'First bookable slot start and last slot end of an event',
        params: langParamsSchema,
        querystring: ticketLifetimeQuerySchema,
        response: { 200: ticketLifetimeResponseSchema, ...errors },
      },
    },
    ({ params, query }) => events.lifetime(query.event, params.lang),
  );
};
