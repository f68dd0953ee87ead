import { FIELD_MESSAGES } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { messageLanguage } from './error-messages.js';

/**
 * C0 controls and DEL, except tab, line feed and carriage return (a gift message may span lines).
 * PostgreSQL refuses a NUL byte in text outright, and no visitor types the others.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_DEPTH = 32;

/**
 * A body read as bytes (a picture upload, a signed webhook) is not text: looked at key by key, a
 * 15 MB file took seconds of the event loop and gigabytes of strings, for no character to find.
 */
const isBytes = (value: object): boolean => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/** Paths (`c.fname`, `cart.items.0.answers.1.value`) of the strings in `value` that hold a control character. */
export const pathsWithControlCharacters = (value: unknown, path: string[] = [], found: string[] = []): string[] => {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path.join('.'));
  } else if (value !== null && typeof value === 'object' && !isBytes(value) && path.length < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key].join('.'));
      pathsWithControlCharacters(item, [...path, key], found);
    }
  }
  return found;
};

/** Whether any string in `value` (keys included) holds a control character; allocates nothing, for every request. */
export const holdsControlCharacter = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (value === null || typeof value !== 'object' || isBytes(value) || depth >= MAX_DEPTH) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (CONTROL_CHARACTER.test(key) || holdsControlCharacter((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

/**
 * The customer calls (SPEC §7 `{c}`) name their fields inside `c`, as their forms do (`fname`, not `c.fname`),
 * like the field messages of their own validation.
 */
const bodyFieldPaths = (body: unknown): string[] => {
  const customer = body !== null && typeof body === 'object' && Object.keys(body).length === 1 ? (body as { c?: unknown }).c : undefined;
  if (customer !== null && typeof customer === 'object') return pathsWithControlCharacters(customer);
  return pathsWithControlCharacters(body);
};

/**
 * Text with control characters is refused with the fields named, before any route reads it, so both
 * databases answer alike instead of PostgreSQL failing on a NUL byte: 422 when only fields of the body
 * hold them (what a visitor typed into a form, SPEC §5), 400 for a malformed address.
 */
export const registerControlCharacterCheck = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    const inAddress = holdsControlCharacter(request.params) || holdsControlCharacter(request.query);
    if (!inAddress && !holdsControlCharacter(request.body)) {
      done();
      return;
    }
    const fields = [
      ...pathsWithControlCharacters(request.params),
      ...pathsWithControlCharacters(request.query),
      ...bodyFieldPaths(request.body),
    ];
    const invalid = FIELD_MESSAGES[messageLanguage(request.url)].invalid;
    const errors = Object.fromEntries(fields.map((field) => [field || 'body', [invalid]]));
    done(inAddress ? new HttpError(400, 'BAD_REQUEST', errors) : new HttpError(422, 'VALIDATION_FAILED', errors));
  });
};
