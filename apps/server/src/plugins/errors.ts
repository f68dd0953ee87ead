import { fieldMessageKeyOf, FIELD_MESSAGES, isContentIssue, type ErrorCode, type FieldMessageKey, type Lang } from '@foyer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { HttpError } from '../http/http-error.js';
import { ERROR_STATUS } from './error-status.js';
import { RequestValidationError } from '../http/zod-schemas.js';
import { isOfficePath } from '../http/office-path.js';
import { errorMessage, messageLanguage, officeMessageLanguage } from './error-messages.js';
import type { MuseumRegion } from './museum-region.js';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );

const fieldMessageKey = (issue: z.core.$ZodIssue, input: unknown): FieldMessageKey => {
  if (valueAt(input, issue.path) === undefined) return 'required';
  return fieldMessageKeyOf(issue);
};

/** SPEC §5: what the visitor typed and can fix (a line break in a one-line field) is 422; a malformed request 400. */
const validationStatus = (error: RequestValidationError): number => (error.issues.some(isContentIssue) ? 422 : 400);

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

/** The code of a 4xx or 503 that Fastify or a plugin raised without one of ours. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};
export const codeForStatus = (status: number): ErrorCode => STATUS_CODES[status] ?? 'BAD_REQUEST';

type Params = Record<string, string | number>;

const interpolate = (text: string, params: Params | undefined): string =>
  params === undefined ? text : text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** The request language of an error text and the locale it is written in: the language plus the museum's country (de-DE). */
export interface MessageLanguage {
  lang: Lang;
  locale: string;
}

/** The error envelope as JSON text, for answers written before Fastify has a reply (a client error on the socket). */
export const errorBody = (code: ErrorCode, { lang, locale }: MessageLanguage): string => JSON.stringify({ code, message: errorMessage(code, lang, undefined, locale) });

/** The error envelope, exactly `{code, message, params?, errors?}` (packages/contract apiErrorSchema). */
export const send = (reply: FastifyReply, status: number, code: ErrorCode, { lang, locale }: MessageLanguage, errors?: Record<string, string[]>, params?: Params) => {
  const message = interpolate(errorMessage(code, lang, params, locale), params);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code, message, ...(params ? { params } : {}), ...(errors ? { errors } : {}) });
};

/**
 * One shape for every failure: `{code, message, errors}` with the message in the request language as
 * the museum's region writes it. Client mistakes keep their 4xx status; anything else is a bug, logged
 * and answered 500 without details.
 */
export const registerErrorHandler = (app: FastifyInstance, region: MuseumRegion): void => {
  app.setErrorHandler(async (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = isOfficePath(request.url) ? officeMessageLanguage(request) : messageLanguage(request.url);
    const language = { lang, locale: await region.locale(lang) };
    if (error instanceof HttpError) return send(reply, error.statusCode, error.code, language, error.errors, error.params);
    if (error instanceof DomainError) {
      const status = error.details.malformed === true ? 400 : error.details.cartLine === true ? 422 : ERROR_STATUS[error.code];
      return send(reply, status, error.code, language, error.details.errors, error.details.params);
    }
    if (error instanceof RequestValidationError) return send(reply, validationStatus(error), 'VALIDATION_FAILED', language, fieldErrors(error, lang));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, status, codeForStatus(status), language);
    if (status === 503) return send(reply, 503, 'SERVICE_UNAVAILABLE', language);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'INTERNAL_ERROR', language);
  });
};
