import {
  deskGiftVouchersResponseSchema,
  deskVoucherCodeQuerySchema,
  deskVoucherCodeResponseSchema,
  deskVoucherDebitBodySchema,
  deskVoucherSaleBodySchema,
  deskVoucherSaleResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import { noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import type { DeskVoucherCodesService } from './desk-voucher-codes.service.js';
import type { DeskVoucherSaleService } from './desk-voucher-sale.service.js';

/** The box office's desk (docs/office.md "The desk"): voucher codes looked up and debited, gift vouchers sold. */
export const registerDeskRoutes = (parent: FastifyInstance, services: { codes: DeskVoucherCodesService; sales: DeskVoucherSaleService }, requireStaff: RequireStaff): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = requireStaff({ roles: ['owner', 'box-office'] });

  app.get('/desk/voucher-codes', { preValidation: desk, schema: { querystring: deskVoucherCodeQuerySchema, response: { 200: deskVoucherCodeResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { voucherCode: await services.codes.lookup(request.query.code, officeMessageLanguage(request)) } }),
  );

  app.post('/desk/voucher-debits', { preValidation: desk, schema: { body: deskVoucherDebitBodySchema, response: { 200: deskVoucherCodeResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: { voucherCode: await services.codes.debit(request.body, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/desk/gift-vouchers', { preValidation: desk, schema: { response: { 200: deskGiftVouchersResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply).send({ data: await services.sales.giftVouchers(officeMessageLanguage(request)) }),
  );

  app.post('/desk/voucher-sales', { preValidation: desk, schema: { body: deskVoucherSaleBodySchema, response: { 201: deskVoucherSaleResponseSchema, ...officeErrors } } }, async (request, reply) =>
    noStore(reply)
      .code(201)
      .send({ data: { sale: await services.sales.sell(request.body, signedInStaff(request)) } }),
  );
};
