import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Lang } from '@foyer/contract';
import type { ZodTypeProvider } from '../../../http/type-provider.js';
import { renderPayPage, renderUnknownPayment, type PayPageView } from './pay-page.js';

export const PAY_OUTCOMES = ['confirmed', 'declined', 'canceled'] as const;
export type PayOutcome = (typeof PAY_OUTCOMES)[number];

/** What the page needs from the shop: the order to show, and what happens on the payer's choice. */
export interface PayPageBackend {
  /** The page for an open payment; a settled one answers its return address instead. */
  view(paymentId: string): Promise<{ view: PayPageView } | { redirect: string } | undefined>;
  /** Records the outcome once and answers where the payer goes next. */
  settle(paymentId: string, outcome: PayOutcome): Promise<string | undefined>;
  defaultLang(): Promise<Lang>;
}

const params = z.object({ paymentId: z.string().min(1).max(64) });

/** A plain HTML form posts url-encoded fields; the parser lives only in this scope. */
export const registerPayPageRoutes = async (parent: FastifyInstance, backend: PayPageBackend): Promise<void> => {
  await parent.register(async (scope) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const unknown = async () => renderUnknownPayment(await backend.defaultLang());

  app.get('/pay/:paymentId', { schema: { params } }, async (request, reply) => {
    const page = await backend.view(request.params.paymentId);
    reply.header('cache-control', 'no-store').header('x-frame-options', 'DENY');
    if (page === undefined) return reply.status(404).type('text/html; charset=utf-8').send(await unknown());
    if ('redirect' in page) return reply.redirect(page.redirect, 303);
    return reply.type('text/html; charset=utf-8').send(renderPayPage(page.view, request.params.paymentId));
  });

  app.post('/pay/:paymentId', { schema: { params, body: z.object({ outcome: z.enum(PAY_OUTCOMES) }) } }, async (request, reply) => {
    const target = await backend.settle(request.params.paymentId, request.body.outcome);
    if (target === undefined) return reply.status(404).type('text/html; charset=utf-8').send(await unknown());
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
});
};
