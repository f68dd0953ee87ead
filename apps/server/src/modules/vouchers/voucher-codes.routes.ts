import { apiErrorSchema, langParamsSchema, voucherLookupQuerySchema, voucherLookupResponseSchema } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import { perClientLimit } from '../../plugins/rate-limit.js';
import type { VoucherCodesService } from './voucher-codes.service.js';

/** SPEC §7 voucher code lookup; rate-limited per client, since codes must not be guessable by trying. */
export const registerVoucherCodeRoutes = (parent: FastifyInstance, codes: VoucherCodesService, rateLimitPerMinute: number): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/voucher',
    {
      ...perClientLimit(rateLimitPerMinute),
      schema: {
        tags: ['vouchers'],
        summary: 'A voucher code with what it can still pay; 422 VOUCHER_NOT_FOUND, VOUCHER_NOW_IS_BEFORE_VALID_FROM, VOUCHER_NOW_IS_AFTER_VALID_TO, VOUCHER_NO_AMOUNT_LEFT',
        params: langParamsSchema,
        querystring: voucherLookupQuerySchema,
        response: { 200: voucherLookupResponseSchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: await codes.lookup(request.query.shop, request.params.lang, request.query.voucher) }),
  );
};
