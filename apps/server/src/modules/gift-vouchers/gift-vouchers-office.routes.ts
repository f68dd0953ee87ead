import {
  createOfficeGiftVoucherBodySchema,
  officeCatalogIdParamsSchema,
  officeGiftVoucherListResponseSchema,
  officeGiftVoucherResponseSchema,
  officeGiftVoucherStaleErrorSchema,
  updateOfficeGiftVoucherBodySchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { answerStale, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { GiftVouchersOfficeService } from './gift-vouchers-office.service.js';

/** The office's gift vouchers (docs/office.md): owners and editors. */
export const registerGiftVouchersOfficeRoutes = (parent: FastifyInstance, vouchers: GiftVouchersOfficeService, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const editors = requireStaff({ roles: ['owner', 'editor'] });

  app.get('/gift-vouchers', { preValidation: editors, schema: { response: { 200: officeGiftVoucherListResponseSchema, ...officeErrors } } }, async (_request, reply) =>
    noStore(reply).send({ data: await vouchers.list() }),
  );

  app.get(
    '/gift-vouchers/:id',
    { preValidation: editors, schema: { params: officeCatalogIdParamsSchema, response: { 200: officeGiftVoucherResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { record: await vouchers.get(request.params.id) } }),
  );

  app.post(
    '/gift-vouchers',
    { preValidation: editors, schema: { body: createOfficeGiftVoucherBodySchema, response: { 201: officeGiftVoucherResponseSchema, ...officeErrors } } },
    async (request, reply) =>
      noStore(reply)
        .status(201)
        .send({ data: { record: await vouchers.create(request.body.voucher, signedInStaff(request), officeMessageLanguage(request), new Date()) } }),
  );

  app.put(
    '/gift-vouchers/:id',
    {
      preValidation: editors,
      schema: {
        params: officeCatalogIdParamsSchema,
        body: updateOfficeGiftVoucherBodySchema,
        response: { 200: officeGiftVoucherResponseSchema, ...officeErrors, 409: z.union([officeGiftVoucherStaleErrorSchema, officeErrors[409]]) },
      },
    },
    async (request, reply) => {
      const lang = officeMessageLanguage(request);
      return answerStale(reply, lang, async () => {
        const { voucher, version } = request.body;
        return noStore(reply).send({ data: { record: await vouchers.update(request.params.id, voucher, version, signedInStaff(request), lang, new Date()) } });
      });
    },
  );
};
