import {
  officeOrderIdParamsSchema,
  officeOrderMoveBodySchema,
  officeOrderMoveResponseSchema,
  officeSlotAlternativesQuerySchema,
  officeSlotAlternativesResponseSchema,
  officeSlotMoveBodySchema,
  officeSlotMoveResponseSchema,
  officeSlotParamsSchema,
  officeSlotResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { VisitMovesService } from './visit-moves.service.js';

/** Moving visitors to another time (docs/office.md "Moving visitors"): owners and box office, within their scope. */
export const registerVisitMovesRoutes = (parent: FastifyInstance, moves: VisitMovesService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff({ roles: ['owner', 'box-office'] });

  app.get('/slots/:id', { preValidation: desk, schema: { params: officeSlotParamsSchema, response: { 200: officeSlotResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await moves.slot(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get(
    '/slots/:id/alternatives',
    { preValidation: desk, schema: { params: officeSlotParamsSchema, querystring: officeSlotAlternativesQuerySchema, response: { 200: officeSlotAlternativesResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { slots: await moves.alternatives(request.params.id, request.query.date, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.post(
    '/slots/:id/move',
    { preValidation: desk, schema: { params: officeSlotParamsSchema, body: officeSlotMoveBodySchema, response: { 200: officeSlotMoveResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await moves.moveSlot(request.params.id, request.body.to, request.body.close, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.post(
    '/orders/:id/move',
    { preValidation: desk, schema: { params: officeOrderIdParamsSchema, body: officeOrderMoveBodySchema, response: { 200: officeOrderMoveResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await moves.moveOrder(request.params.id, request.body.from, request.body.to, signedInStaff(request), officeMessageLanguage(request)) }),
  );
};
