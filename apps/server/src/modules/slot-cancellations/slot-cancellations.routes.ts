import { officeSlotCancelBodySchema, officeSlotCancellationResponseSchema, officeSlotCancelPreviewResponseSchema, officeSlotCancelResponseSchema, officeSlotParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { SlotCancellationService } from './slot-cancellation.service.js';

/**
 * Cancelling a time (docs/office.md "Cancelling a time"): owners and box office members with the
 * refund permission, within their scope, preview and confirm; owners and box office see who chose what.
 */
export const registerSlotCancellationRoutes = (parent: FastifyInstance, cancellations: SlotCancellationService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const refunders = requireStaff({ roles: ['owner', 'box-office'], permission: 'refund' });
  const desk = requireStaff({ roles: ['owner', 'box-office'] });

  app.post(
    '/slots/:id/cancellation/preview',
    { preValidation: refunders, schema: { params: officeSlotParamsSchema, body: officeSlotCancelBodySchema, response: { 200: officeSlotCancelPreviewResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { preview: await cancellations.preview(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.post(
    '/slots/:id/cancellation',
    { preValidation: refunders, schema: { params: officeSlotParamsSchema, body: officeSlotCancelBodySchema, response: { 200: officeSlotCancelResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await cancellations.cancel(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get(
    '/slots/:id/cancellation',
    { preValidation: desk, schema: { params: officeSlotParamsSchema, response: { 200: officeSlotCancellationResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await cancellations.list(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );
};
