import { FIELD_MESSAGES, type ErrorCode, type FieldMessageKey, type Lang } from '@foyer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { HttpError } from '../http/http-error.js';
import { ERROR_STATUS } from './error-status.js';
import { RequestValidationError } from '../http/zod-schemas.js';
import { errorMessage, messageLanguage } from './error-messages.js';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );

const fieldMessageKey = (issue: z.core.$ZodIssue, input: unknown): FieldMessageKey => {
  if (valueAt(input, issue.path) === undefined) return 'required';
  if (issue.code === 'too_big') return 'too_long';
  return 'invalid';
};

/** zod issues as `{field: [message]}`; a problem with the whole part (not one field) is listed under its part name. */
export const fieldErrors = (error: RequestValidationError, lang: Lang): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : error.part;
    const message = FIELD_MESSAGES[lang][fieldMessageKey(issue, error.input)];
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
};

const codeForStatus = (status: number): ErrorCode => {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'BAD_REQUEST';
};

type Params = Record<string, string | number>;

const interpolate = (text: string, params: Params | undefined): string =>
  params === undefined ? text : text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** SPEC §8: the checkout shows `error` of a 422 answer, so 422 answers repeat the message there. */
const send = (reply: FastifyReply, status: number, code: ErrorCode, lang: Lang, errors?: Record<string, string[]>, params?: Params) => {
  const message = interpolate(errorMessage(code, lang), params);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code, message, ...(errors ? { errors } : {}), ...(params ? { params } : {}), ...(status === 422 ? { error: message } : {}) });
};

/**
 * One shape for every failure: `{code, message, errors}` with the message in the request language.
 * Client mistakes keep their 4xx status; anything else is a bug, logged and answered 500 without details.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = messageLanguage(request.url);
    if (error instanceof HttpError) return send(reply, error.statusCode, error.code, lang, error.errors, error.params);
    if (error instanceof DomainError) return send(reply, ERROR_STATUS[error.code], error.code, lang, error.details.errors, error.details.params);
    if (error instanceof RequestValidationError) return send(reply, 400, 'VALIDATION_FAILED', lang, fieldErrors(error, lang));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, status, codeForStatus(status), lang);
    if (status === 503) return send(reply, 503, 'SERVICE_UNAVAILABLE', lang);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'INTERNAL_ERROR', lang);
  });
};
