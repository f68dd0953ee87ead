import {
  langParamsSchema,
  voucherAttrResponseSchema,
  voucherSelectOneParamsSchema,
  voucherSelectOneResponseSchema,
  voucherSelectQuerySchema,
  voucherSelectResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { readErrorResponses } from '../../http/route-schemas.js';
import { sendCachedRead } from '../../http/cached-read.js';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { GiftVouchersService } from './gift-vouchers.service.js';

const tags = ['vouchers'];

/** SPEC §7 gift-voucher calls, at the paths SPEC names (the list's trailing slash included). */
export const registerGiftVoucherRoutes = (parent: FastifyInstance, vouchers: GiftVouchersService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/voucher/select/event/',
    {
      schema: {
        tags,
        summary: 'Gift vouchers on sale by sequence_no: fixed (price) or variable (min_amount..max_amount, cents)',
        params: langParamsSchema,
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherSelectResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'catalog', () => vouchers.select(request.query.shop, request.params.lang)),
  );

  app.get(
    '/voucher/selectOne/price/:id',
    {
      schema: {
        tags,
        summary: 'One gift voucher; 404 GIFT_VOUCHER_NOT_FOUND',
        params: langParamsSchema.extend(voucherSelectOneParamsSchema.shape),
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherSelectOneResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'catalog', () => vouchers.selectOne(request.query.shop, request.params.lang, request.params.id)),
  );

  app.get(
    '/voucher/attr',
    {
      schema: {
        tags,
        summary: 'Gift-voucher groups that hold a voucher, by sequence',
        params: langParamsSchema,
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherAttrResponseSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => sendCachedRead(request, reply, 'catalog', () => vouchers.attr(request.query.shop, request.params.lang)),
  );
};
