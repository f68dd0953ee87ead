import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PaymentStatus } from '../../../db/schema-orders.js';
import type { ZodTypeProvider } from '../../../http/type-provider.js';
import { checkWalletPayer } from '../../../modules/orders/wallet-payer.repository.js';
import type { PayerRecorder } from '../../payment-provider.js';
import type { PaymentDirectory, PaymentView } from '../../payment-view.js';
import type { Settlement } from '../../settlement.js';
import { renderExpiredPayment, renderPayPage, renderUnknownPayment } from './pay-page.js';

export const PAY_OUTCOMES = ['confirmed', 'declined', 'canceled'] as const;

const params = z.object({ paymentId: z.string().min(1).max(64) });
/** What the page posts: the payer's choice and, for an express wallet payment without login, the payer's name and e-mail. */
const payBody = z.object({ outcome: z.enum(PAY_OUTCOMES), name: z.string().max(1000).optional(), email: z.string().max(1000).optional() });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').header('x-frame-options', 'DENY').type('text/html; charset=utf-8').send(body);

/** Where a payment that ended in `status` sends the payer: its outcome decides the page. */
const addressAfter = (view: PaymentView, status: PaymentStatus): string => {
  if (status === 'confirmed' || status === 'refund_required' || status === 'refunded') return view.successUrl;
  return view.cancelUrl(status === 'declined' ? 'declined' : 'canceled');
};

const settledAddress = (view: PaymentView): string => addressAfter(view, view.payment.status);

/**
 * The built-in provider's hosted page (DESIGN.md): pay, decline or cancel as plain form posts, each
 * settled through Settlement like a real provider's notice. A payment whose hold has run out is
 * refused and closed, so nobody pays for places that may be gone. An express wallet payment started
 * without login asks for name and e-mail, as the wallet would give them, and names the payer first.
 */
export const registerPayPageRoutes = async (
  parent: FastifyInstance,
  context: { settlement: Settlement; payments: PaymentDirectory; recordPayer: PayerRecorder },
): Promise<void> => {
  const { settlement, payments, recordPayer } = context;
  await parent.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const unknown = async (reply: FastifyReply) => {
      const { lang, locale } = await payments.defaultLanguage();
      return html(reply, 404, renderUnknownPayment(lang, locale));
    };
    const expired = (view: PaymentView) => view.order.holdExpiresAt.getTime() <= Date.now();

    app.get('/pay/:paymentId', { schema: { params } }, async (request, reply) => {
      const view = await payments.findWithLines(request.params.paymentId);
      if (view === undefined) return unknown(reply);
      if (view.payment.status !== 'created') return reply.header('cache-control', 'no-store').redirect(settledAddress(view), 303);
      if (expired(view)) return html(reply, 410, renderExpiredPayment(view));
      return html(reply, 200, renderPayPage(view));
    });

    app.post('/pay/:paymentId', { schema: { params, body: payBody } }, async (request, reply) => {
      const view = await payments.find(request.params.paymentId);
      if (view === undefined) return unknown(reply);
      // A settled payment stays settled: a replayed or forged form changes nothing.
      if (view.payment.status !== 'created') return reply.header('cache-control', 'no-store').redirect(settledAddress(view), 303);
      if (expired(view)) {
        await settlement.close(view.payment.id, 'expired');
        return html(reply, 410, renderExpiredPayment(view));
      }
      const { outcome } = request.body;
      if (outcome === 'confirmed' && view.needsPayer) {
        const checked = checkWalletPayer(request.body.email, request.body.name);
        if ('invalid' in checked) {
          const page = await payments.findWithLines(view.payment.id);
          const entered = { name: request.body.name ?? '', email: request.body.email ?? '', invalid: checked.invalid };
          return page === undefined ? unknown(reply) : html(reply, 422, renderPayPage(page, entered));
        }
        await recordPayer(view.payment.id, checked.payer);
      }
      const moved = outcome === 'confirmed' ? await settlement.confirm(view.payment.id) : await settlement.close(view.payment.id, outcome);
      // The payment ended as the payer chose, so its address is known; else someone settled it first and its stored state decides.
      const address = moved ? addressAfter(view, outcome) : settledAddress((await payments.find(view.payment.id)) ?? view);
      return reply.header('cache-control', 'no-store').redirect(address, 303);
    });
  });
};
