import {
  officeCancelRequestSchema,
  officeCancelResponseSchema,
  officeOrderIdParamsSchema,
  officeRefundPreviewRequestSchema,
  officeRefundPreviewResponseSchema,
  officeRefundRequestSchema,
  officeRefundResponseSchema,
  officeRefundSettingsResponseSchema,
  officeRefundSettingsSchema,
} from '@foyer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '../../http/type-provider.js';
import type { Db } from '../../db/database.js';
import { officeMessageLanguage } from '../../plugins/error-messages.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit, noStore, officeErrors, signedInStaff, type RequireStaff } from '../staff/public.js';
import { requireOrderInScope } from '../orders/public.js';
import type { RefundService } from './refund.service.js';
import { secondFactorThreshold } from './refunds.repository.js';

/**
 * Refunds and cancellations at the orders desk (docs/office.md "Refunds"): owners, and box office
 * members with the refund permission. The owner sets the amount above which a refund needs the second
 * factor again.
 */
export const registerRefundRoutes = (parent: FastifyInstance, deps: { refunds: RefundService; db: Db; shops: ShopResolver; requireStaff: RequireStaff }): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const refunders = deps.requireStaff({ roles: ['owner', 'box-office'], permission: 'refund' });
  const owners = deps.requireStaff({ roles: ['owner'] });
  // A member whose scope names chosen events or tours refunds only the orders of those (others are as good as absent).
  const inScope = async (request: FastifyRequest) => requireOrderInScope(deps.db, officeOrderIdParamsSchema.parse(request.params).id, signedInStaff(request));

  app.post(
    '/orders/:id/refunds/preview',
    { preValidation: refunders, preHandler: inScope, schema: { params: officeOrderIdParamsSchema, body: officeRefundPreviewRequestSchema, response: { 200: officeRefundPreviewResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { preview: await deps.refunds.preview(request.params.id, request.body.scope, officeMessageLanguage(request)) } }),
  );

  app.post(
    '/orders/:id/refunds',
    { preValidation: refunders, preHandler: inScope, schema: { params: officeOrderIdParamsSchema, body: officeRefundRequestSchema, response: { 200: officeRefundResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { refund: await deps.refunds.refund(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.post(
    '/orders/:id/cancel',
    { preValidation: refunders, preHandler: inScope, schema: { params: officeOrderIdParamsSchema, body: officeCancelRequestSchema, response: { 200: officeCancelResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { refund: await deps.refunds.cancel(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.post(
    '/flagged-orders/:id/refund',
    { preValidation: refunders, preHandler: inScope, schema: { params: officeOrderIdParamsSchema, body: officeCancelRequestSchema, response: { 200: officeRefundResponseSchema, ...officeErrors } } },
    async (request, reply) => noStore(reply).send({ data: { refund: await deps.refunds.refundFlagged(request.params.id, request.body, signedInStaff(request), officeMessageLanguage(request)) } }),
  );

  app.get('/settings/refunds', { preValidation: owners, schema: { response: { 200: officeRefundSettingsResponseSchema, ...officeErrors } } }, async (request, reply) => {
    const shop = await deps.shops.resolveOrFirst(undefined, officeMessageLanguage(request));
    return noStore(reply).send({ data: { settings: { secondFactorAboveCents: await secondFactorThreshold(deps.db, shop.id) } } });
  });

  app.put('/settings/refunds', { preValidation: owners, schema: { body: officeRefundSettingsSchema, response: { 200: officeRefundSettingsResponseSchema, ...officeErrors } } }, async (request, reply) => {
    const shop = await deps.shops.resolveOrFirst(undefined, officeMessageLanguage(request));
    const now = new Date();
    await deps.db.transaction().execute(async (trx) => {
      const before = await secondFactorThreshold(trx, shop.id);
      await trx.updateTable('shop_commerce').set({ refund_second_factor_above_cents: request.body.secondFactorAboveCents }).where('shop_id', '=', shop.id).execute();
      await appendAudit(trx, { staffId: signedInStaff(request).id, action: 'settings.refunds', target: `shop:${shop.id}`, before: { secondFactorAboveCents: before }, after: request.body }, now);
    });
    return noStore(reply).send({ data: { settings: request.body } });
  });
};
