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
import { publicRead } from '../../http/public-read.js';
import { refusingReadErrorResponses, readErrorResponses } from '../../http/route-schemas.js';
import type { ToursService } from './tours.service.js';

const tags = ['tours'];

/** SPEC §7 tour calls; an unknown tour answers 404 TOUR_NOT_FOUND, which the screen shows as not found. */
export const registerToursRoutes = (app: FastifyInstance, tours: ToursService): void => {
  publicRead(
    app,
    '/tour/select/event',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Tours with a bookable slot, by sequence_no then next date',
        params: langParamsSchema,
        querystring: tourSelectQuerySchema,
        response: { 200: tourSelectResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => tours.select(query.shop, params.lang),
  );

  publicRead(
    app,
    '/tour/overview',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Tours starting on each museum date from `date` on, `lookahead` days (default 5: today and the four following days)',
        params: langParamsSchema,
        querystring: tourOverviewQuerySchema,
        response: { 200: tourOverviewResponseSchema, ...refusingReadErrorResponses },
      },
    },
    ({ params, query }) => tours.overview(query.shop, params.lang, query.date, query.lookahead),
  );

  publicRead(
    app,
    '/tour/attr',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Tour categories for the list filter',
        params: langParamsSchema,
        querystring: tourAttrQuerySchema,
        response: { 200: tourAttrResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => tours.attr(query.shop, params.lang),
  );

  publicRead(
    app,
    '/tour',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Tour detail with prices, tickets, questions and the schedule of one date',
        params: langParamsSchema,
        querystring: tourDetailQuerySchema,
        response: { 200: tourDetailResponseSchema, ...refusingReadErrorResponses },
      },
    },
    ({ params, query }) => tours.detail(query.tour, params.lang, query.date),
  );

  publicRead(
    app,
    '/tour/calendar/tour/:id/range/:range',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Per date and start time: free places, free tours, timeslotId, sold out ({start};{end} as YYYYMMDD, at most 62 days)',
        params: tourRangeParamsSchema,
        response: { 200: tourCalendarResponseSchema, ...refusingReadErrorResponses },
      },
    },
    ({ params }) => tours.calendar(params.id, params.lang, params.range),
  );

  publicRead(
    app,
    '/tour/lifetime/tour/:id',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'First and last museum date with a bookable slot',
        params: tourParamsSchema,
        response: { 200: tourLifetimeResponseSchema, ...readErrorResponses },
      },
    },
    ({ params }) => tours.lifetime(params.id, params.lang),
  );

  publicRead(
    app,
    '/tour/soldout/tour/:id/range/:range',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Dates in the range whose slots are all sold out',
        params: tourRangeParamsSchema,
        response: { 200: tourSoldoutResponseSchema, ...refusingReadErrorResponses },
      },
    },
    ({ params }) => tours.soldout(params.id, params.lang, params.range),
  );

  publicRead(
    app,
    '/tour/soldoutTimeslots/tour/:id/date/:date',
    {
      freshness: 'availability',
      schema: {
        tags,
        summary: 'Sold-out start times (HH:MM) of one date',
        params: tourDateParamsSchema,
        response: { 200: tourSoldoutTimeslotsResponseSchema, ...refusingReadErrorResponses },
      },
    },
    ({ params }) => tours.soldoutTimeslots(params.id, params.lang, params.date),
  );
};
