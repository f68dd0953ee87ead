import { officeShippingResponseSchema, officeShippingStaleErrorSchema, updateOfficeShippingBodySchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { ShippingOfficeService } from './shipping-office.service.js';

/** The office's shipping table (docs/office.md): owners and editors. */
export const registerShippingOfficeRoutes = (parent: FastifyInstance, shipping: ShippingOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/shipping', { preValidation: editors, schema: { response: { 200: officeShippingResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { record: await shipping.get() } }),
  );

  app.put(
    '/shipping',
    { preValidation: editors, schema: { body: updateOfficeShippingBodySchema, response: { 200: officeShippingResponseSchema, ...officeErrors, 409: z.union([officeShippingStaleErrorSchema, officeErrors[409]]) } } },
    async (request, reply) =>
      answerStale(reply, officeMessageLanguage(request), async () =>
        noStore(reply).send({ data: { record: await shipping.update(request.body.zones, request.body.version, signedInStaff(request), new Date()) } }),
      ),
  );
};
