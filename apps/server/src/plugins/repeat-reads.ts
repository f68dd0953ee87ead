import type { FastifyInstance } from 'fastify';

/**
 * Answers a public read asked before at its first hook (`AnswersByUrl`). It runs after the hooks
 * that give every answer its request id and security headers, so a repeated read carries both; the
 * access log still sees it, as it logs when an answer has gone out.
 */
export const registerRepeatReads = (app: FastifyInstance): void => {
  const { byUrl } = app.readAnswers;
  app.addHook('onRequest', (request, reply, done) => {
    if (!byUrl.resend(request, reply)) done();
  });
};
