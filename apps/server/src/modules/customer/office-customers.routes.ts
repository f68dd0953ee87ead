import { officeCustomerErasureBodySchema, officeCustomerExportSchema, officeCustomerIdParamsSchema, officeCustomerResponseSchema, officeOrderIdParamsSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { OfficeCustomersService } from './office-customers.service.js';

/** A customer's page (docs/office.md "Customers"): accountants read; owners and box office also resend, export and erase. */
export const registerOfficeCustomersRoutes = (parent: FastifyInstance, customers: OfficeCustomersService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const readers = requireStaff({ roles: ['owner', 'box-office', 'accountant'] });
  const desk = requireStaff({ roles: ['owner', 'box-office'] });

  app.get('/customers/:id', { preValidation: readers, schema: { params: officeCustomerIdParamsSchema, response: { 200: officeCustomerResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await customers.get(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get('/customers/:id/export', { preValidation: desk, schema: { params: officeCustomerIdParamsSchema, response: { 200: officeCustomerExportSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply)
      .header('content-disposition', `attachment; filename="customer-${request.params.id}.json"`)
      .send(await customers.export(request.params.id, signedInStaff(request), officeMessageLanguage(request))),
  );

  app.post(
    '/customers/:id/erasure',
    { preValidation: desk, schema: { params: officeCustomerIdParamsSchema, body: officeCustomerErasureBodySchema, response: { 200: officeCustomerResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: await customers.erase(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.post('/orders/:id/confirmation-mail', { preValidation: desk, schema: { params: officeOrderIdParamsSchema, response: { ...officeErrors } } }, async (request, reply) => {
    await customers.resendConfirmation(request.params.id, signedInStaff(request), officeMessageLanguage(request));
    return noStore(reply).code(204).send();
  });
};
