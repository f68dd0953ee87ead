import {
  officeFlaggedListResponseSchema,
  officeOrderChoicesQuerySchema,
  officeOrderChoicesResponseSchema,
  officeOrderIdParamsSchema,
  officeOrderListResponseSchema,
  officeOrderQuerySchema,
  officeOrderResponseSchema,
  officeReservationListResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { OfficeOrdersService } from './office-orders.service.js';

/** The orders desk (docs/office.md "Orders"): owners, box office and accountants find and read orders. */
export const registerOfficeOrdersRoutes = (parent: FastifyInstance, orders: OfficeOrdersService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff({ roles: ['owner', 'box-office', 'accountant'] });

  app.get('/orders', { preValidation: desk, schema: { querystring: officeOrderQuerySchema, response: { 200: officeOrderListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await orders.list(request.query, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get('/order-choices', { preValidation: desk, schema: { querystring: officeOrderChoicesQuerySchema, response: { 200: officeOrderChoicesResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await orders.choices(request.query.slot, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get('/reservations', { preValidation: desk, schema: { response: { 200: officeReservationListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { orders: await orders.reservations(signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/flagged-orders', { preValidation: desk, schema: { response: { 200: officeFlaggedListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { orders: await orders.flagged(signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/orders/:id', { preValidation: desk, schema: { params: officeOrderIdParamsSchema, response: { 200: officeOrderResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { order: await orders.get(request.params.id, signedInStaff(request), officeMessageLanguage(request)) } }),
  );
};
