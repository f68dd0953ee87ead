import {
  createOfficePaymentTypeBodySchema,
  officePayartIdParamsSchema,
  officePaymentTypeListResponseSchema,
  officePaymentTypeResponseSchema,
  officePaymentTypeStaleErrorSchema,
  updateOfficePaymentTypeBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { PaymentTypesOfficeService } from './payment-types-office.service.js';

/** The office's payment types (docs/office.md): owners only, since they decide how the museum is paid. */
export const registerPaymentTypesOfficeRoutes = (parent: FastifyInstance, paymentTypes: PaymentTypesOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const owners = requireStaff({ roles: ['owner'] });

  app.get('/payment-types', { preValidation: owners, schema: { response: { 200: officePaymentTypeListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: { paymentTypes: await paymentTypes.list() } }),
  );

  app.get(
    '/payment-types/:payartId',
    { preValidation: owners, schema: { params: officePayartIdParamsSchema, response: { 200: officePaymentTypeResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { record: await paymentTypes.get(request.params.payartId) } }),
  );

  app.post(
    '/payment-types',
    { preValidation: owners, schema: { body: createOfficePaymentTypeBodySchema, response: { 201: officePaymentTypeResponseSchema, ...officeErrors } } },
    async (request, reply) =>
      noStore(reply)
        .status(201)
        .send({ data: { record: await paymentTypes.create(request.body.payartId, request.body.paymentType, signedInStaff(request), new Date()) } }),
  );

  app.put(
    '/payment-types/:payartId',
    {
      preValidation: owners,
      schema: {
        params: officePayartIdParamsSchema,
        body: updateOfficePaymentTypeBodySchema,
        response: { 200: officePaymentTypeResponseSchema, ...officeErrors, 409: z.union([officePaymentTypeStaleErrorSchema, officeErrors[409]]) },
      },
    },
    async (request, reply) =>
      answerStale(reply, officeMessageLanguage(request), async () => {
        const { paymentType, version } = request.body;
        return noStore(reply).send({ data: { record: await paymentTypes.update(request.params.payartId, paymentType, version, signedInStaff(request), new Date()) } });
      }),
  );
};
