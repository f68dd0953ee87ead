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
import { publicReadRoute, registerPublicReadRoutes, type PublicReadRoute } from '../../http/public-read.js';
import { refusingReadErrorResponses as refusing, readErrorResponses as read } from '../../http/route-schemas.js';
import type { ToursService } from './tours.service.js';

/** SPEC §7 tour calls, all public reads; an unknown tour answers 404 TOUR_NOT_FOUND, which the screen shows as not found. */
const tourReads = (tours: ToursService): PublicReadRoute[] => [
  publicReadRoute(
    '/tour/select/event',
    { freshness: 'catalog', summary: 'Tours with a bookable slot, by sequence_no then next date', params: langParamsSchema, querystring: tourSelectQuerySchema, answer: tourSelectResponseSchema, errors: read },
    ({ params, query }) => tours.select(query.shop, params.lang),
  ),
  publicReadRoute(
    '/tour/overview',
    {
      freshness: 'availability',
      summary: 'Tours starting on each museum date from `date` on, `lookahead` days (default 5: today and the four following days)',
      params: langParamsSchema,
      querystring: tourOverviewQuerySchema,
      answer: tourOverviewResponseSchema,
      errors: refusing,
    },
    ({ params, query }) => tours.overview(query.shop, params.lang, query.date, query.lookahead),
  ),
  publicReadRoute(
    '/tour/attr',
    { freshness: 'catalog', summary: 'Tour categories for the list filter', params: langParamsSchema, querystring: tourAttrQuerySchema, answer: tourAttrResponseSchema, errors: read },
    ({ params, query }) => tours.attr(query.shop, params.lang),
  ),
  publicReadRoute(
    '/tour',
    {
      freshness: 'availability',
      summary: 'Tour detail with prices, tickets, questions and the schedule of one date',
      params: langParamsSchema,
      querystring: tourDetailQuerySchema,
      answer: tourDetailResponseSchema,
      errors: refusing,
    },
    ({ params, query }) => tours.detail(query.tour, params.lang, query.date),
  ),
  publicReadRoute(
    '/tour/calendar/tour/:id/range/:range',
    {
      freshness: 'availability',
      summary: 'Per date and start time: free places, free tours, timeslotId, sold out ({start};{end} as YYYYMMDD, at most 62 days)',
      params: tourRangeParamsSchema,
      answer: tourCalendarResponseSchema,
      errors: refusing,
    },
    ({ params }) => tours.calendar(params.id, params.lang, params.range),
  ),
  publicReadRoute(
    '/tour/lifetime/tour/:id',
    { freshness: 'availability', summary: 'First and last museum date with a bookable slot', params: tourParamsSchema, answer: tourLifetimeResponseSchema, errors: read },
    ({ params }) => tours.lifetime(params.id, params.lang),
  ),
  publicReadRoute(
    '/tour/soldout/tour/:id/range/:range',
    { freshness: 'availability', summary: 'Dates in the range whose slots are all sold out', params: tourRangeParamsSchema, answer: tourSoldoutResponseSchema, errors: refusing },
    ({ params }) => tours.soldout(params.id, params.lang, params.range),
  ),
  publicReadRoute(
    '/tour/soldoutTimeslots/tour/:id/date/:date',
    { freshness: 'availability', summary: 'Sold-out start times (HH:MM) of one date', params: tourDateParamsSchema, answer: tourSoldoutTimeslotsResponseSchema, errors: refusing },
    ({ params }) => tours.soldoutTimeslots(params.id, params.lang, params.date),
  ),
];

export const registerToursRoutes = (app: FastifyInstance, tours: ToursService): void => registerPublicReadRoutes(app, ['tours'], tourReads(tours));
