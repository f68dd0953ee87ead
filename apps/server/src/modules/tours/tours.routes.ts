import {
  langParamsSchema,
  tourAttrQuerySchema,
  tourAttrResponseSchema,
  tourCalendarResponseSchema,
  tourDateParamsSchema,
  tourDetailQuerySchema,
  tourDetailResponseSchema,
  tourLifetimeResponseSchema,
  tourOverviewQuerySchema,
  tourOverviewResponseSchema,
  tourParamsSchema,
  tourRangeParamsSchema,
  tourSelectQuerySchema,
  tourSelectResponseSchema,
  tourSoldoutResponseSchema,
  tourSoldoutTimeslotsResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { refusingReadErrorResponses, readErrorResponses } from '../../http/route-schemas.js';
import { sendCachedRead } from '../../http/cached-read.js';
import { sendCatalogJson } from '../../http/send-json.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { ToursService } from './tours.service.js';

const tags = ['tours'];

/** SPEC §7 tour calls; an unknown tour answers 404 TOUR_NOT_FOUND, which the screen shows as not found. */
export const registerToursRoutes = (parent: FastifyInstance, tours: ToursService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tour/select/event',
    {
      schema: {
        tags,
        summary: 'Tours with a bookable slot, by sequence_no then next date',
        params: langParamsSchema,
        querystring: tourSelectQuerySchema,
        response: { 200: tourSelectResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCatalogJson(request, reply, await tours.selectJson(request.query.shop, request.params.lang)),
  );

  app.get(
    '/tour/overview',
    {
      schema: {
        tags,
        summary: 'Tours starting on each museum date from `date` on, `lookahead` days (default 5: today and the four following days)',
        params: langParamsSchema,
        querystring: tourOverviewQuerySchema,
        response: { 200: tourOverviewResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) => {
      const { shop, date, lookahead } = request.query;
      return sendCachedRead(request, reply, 'availability', () => tours.overview(shop, request.params.lang, date, lookahead));
    },
  );

  app.get(
    '/tour/attr',
    {
      schema: {
        tags,
        summary: 'Tour categories for the list filter',
        params: langParamsSchema,
        querystring: tourAttrQuerySchema,
        response: { 200: tourAttrResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'catalog', () => tours.attr(request.query.shop, request.params.lang)),
  );

  app.get(
    '/tour',
    {
      schema: {
        tags,
        summary: 'Tour detail with prices, tickets, questions and the schedule of one date',
        params: langParamsSchema,
        querystring: tourDetailQuerySchema,
        response: { 200: tourDetailResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => tours.detail(request.query.tour, request.params.lang, request.query.date)),
  );

  app.get(
    '/tour/calendar/tour/:id/range/:range',
    {
      schema: {
        tags,
        summary: 'Per date and start time: free places, free tours, timeslotId, sold out ({start};{end} as YYYYMMDD, at most 62 days)',
        params: tourRangeParamsSchema,
        response: { 200: tourCalendarResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => tours.calendar(request.params.id, request.params.lang, request.params.range)),
  );

  app.get(
    '/tour/lifetime/tour/:id',
    {
      schema: {
        tags,
        summary: 'First and last museum date with a bookable slot',
        params: tourParamsSchema,
        response: { 200: tourLifetimeResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => tours.lifetime(request.params.id, request.params.lang)),
  );

  app.get(
    '/tour/soldout/tour/:id/range/:range',
    {
      schema: {
        tags,
        summary: 'Dates in the range whose slots are all sold out',
        params: tourRangeParamsSchema,
        response: { 200: tourSoldoutResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'availability', () => tours.soldout(request.params.id, request.params.lang, request.params.range)),
  );

  app.get(
    '/tour/soldoutTimeslots/tour/:id/date/:date',
    {
      schema: {
        tags,
        summary: 'Sold-out start times (HH:MM) of one date',
        params: tourDateParamsSchema,
        response: { 200: tourSoldoutTimeslotsResponseSchema, ...refusingReadErrorResponses },
      },
    },
    async (request, reply) =>
      sendCachedRead(request, reply, 'availability', () => tours.soldoutTimeslots(request.params.id, request.params.lang, request.params.date)),
  );
};
