import { isLang } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';

/** An `/api/{lang}` call in a language that is not one of the eight is 404 UNKNOWN_LANGUAGE, checked before validation. */
export const registerLanguageCheck = (api: FastifyInstance): void => {
  api.addHook('onRequest', (request, _reply, done) => {
    const { lang } = request.params as { lang?: string };
    done(isLang(lang) ? undefined : new HttpError(404, 'UNKNOWN_LANGUAGE'));
  });
};
