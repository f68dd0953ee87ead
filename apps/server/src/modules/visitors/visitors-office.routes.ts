import { visitorListResponseSchema, visitorSlotParamsSchema, visitorSlotsQuerySchema, visitorSlotsResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { visitorCsv, visitorCsvFilename } from './visitor-csv.js';
import type { VisitorsOfficeService } from './visitors-office.service.js';

/** Visitor lists (docs/office.md "Visitors"): owners, box office and accountants, within their scope. */
export const registerVisitorsOfficeRoutes = (parent: FastifyInstance, visitors: VisitorsOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff({ roles: ['owner', 'box-office', 'accountant'] });

  app.get('/visitors/slots', { preValidation: desk, schema: { querystring: visitorSlotsQuerySchema, response: { 200: visitorSlotsResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { slots: await visitors.slots(request.query.date, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/visitors/slots/:id', { preValidation: desk, schema: { params: visitorSlotParamsSchema, response: { 200: visitorListResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await visitors.list(request.params.id, signedInStaff(request), officeMessageLanguage(request)) }),
  );

  app.get('/visitors/slots/:id/csv', { preValidation: desk, schema: { params: visitorSlotParamsSchema, response: { 200: z.string(), ...officeErrors } } }, async (request, reply) => {
    const lang = officeMessageLanguage(request);
    const { slot, visitors: list } = await visitors.list(request.params.id, signedInStaff(request), lang);
    return noStore(reply)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${visitorCsvFilename(slot, lang)}"`)
      .send(visitorCsv(list, lang));
  });
};
