import { markShippedBodySchema, officePackingListResponseSchema, officePickListResponseSchema, officeShipmentListResponseSchema, officeShippingOrderParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { FulfilmentOfficeService } from './fulfilment-office.service.js';

/** Shipping at the desk (docs/office.md "Shipping"): owners and box office. */
export const registerFulfilmentOfficeRoutes = (parent: FastifyInstance, fulfilment: FulfilmentOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff({ roles: ['owner', 'box-office'] });

  app.get('/shipping/orders', { preValidation: desk, schema: { response: { 200: officeShipmentListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { orders: await fulfilment.waiting() } }),
  );

  app.get('/shipping/pick-list', { preValidation: desk, schema: { response: { 200: officePickListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await fulfilment.pickList(officeMessageLanguage(request)) }),
  );

  app.get('/shipping/orders/:id', { preValidation: desk, schema: { params: officeShippingOrderParamsSchema, response: { 200: officePackingListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { packingList: await fulfilment.packingList(request.params.id, officeMessageLanguage(request)) } }),
  );

  app.post(
    '/shipping/orders/:id/shipped',
    { preValidation: desk, schema: { params: officeShippingOrderParamsSchema, body: markShippedBodySchema, response: { 200: officePackingListResponseSchema, ...officeErrors } } },
    async (request, reply) =>
      noStore(reply).send({ data: { packingList: await fulfilment.markShipped(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request), new Date()) } }),
  );
};
