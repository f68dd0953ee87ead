import {
  langParamsSchema,
  voucherAttrResponseSchema,
  voucherSelectOneParamsSchema,
  voucherSelectOneResponseSchema,
  voucherSelectQuerySchema,
  voucherSelectResponseSchema,
} from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../http/public-read.js';
import { readErrorResponses } from '../../http/route-schemas.js';
import type { GiftVouchersService } from './gift-vouchers.service.js';

const tags = ['vouchers'];

/** SPEC §7 gift-voucher calls, at the paths SPEC names (the list's trailing slash included). */
export const registerGiftVoucherRoutes = (app: FastifyInstance, vouchers: GiftVouchersService): void => {
  publicRead(
    app,
    '/voucher/select/event/',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Gift vouchers on sale by sequence_no: fixed (price) or variable (min_amount..max_amount, cents)',
        params: langParamsSchema,
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherSelectResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => vouchers.select(query.shop, params.lang),
  );

  publicRead(
    app,
    '/voucher/selectOne/price/:id',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'One gift voucher; 404 GIFT_VOUCHER_NOT_FOUND',
        params: langParamsSchema.extend(voucherSelectOneParamsSchema.shape),
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherSelectOneResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => vouchers.selectOne(query.shop, params.lang, params.id),
  );

  publicRead(
    app,
    '/voucher/attr',
    {
      freshness: 'catalog',
      schema: {
        tags,
        summary: 'Gift-voucher groups that hold a voucher, by sequence',
        params: langParamsSchema,
        querystring: voucherSelectQuerySchema,
        response: { 200: voucherAttrResponseSchema, ...readErrorResponses },
      },
    },
    ({ params, query }) => vouchers.attr(query.shop, params.lang),
  );
};
