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

/** Paths (`c.fname`, `cart.items.0.answers.1.value`) of the strings in `value` that hold a control character. */
export const pathsWithControlCharacters = (value: unknown, path: string[] = [], found: string[] = []): string[] => {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path.join('.'));
  } else if (value !== null && typeof value === 'object' && path.length < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key].join('.'));
      pathsWithControlCharacters(item, [...path, key], found);
    }
  }
  return found;
};

/** Whether any string in `value` (keys included) holds a control character; allocates nothing, for every request. */
const holdsControlCharacter = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (CONTROL_CHARACTER.test(key) || holdsControlCharacter((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

/**
 * Text with control characters is refused with 400 and the fields named, before any route reads it,
 * so both databases answer alike instead of PostgreSQL failing on a NUL byte.
 */
export const registerControlCharacterCheck = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!holdsControlCharacter(request.params) && !holdsControlCharacter(request.query) && !holdsControlCharacter(request.body)) {
      done();
      return;
    }
    const fields = [
      ...pathsWithControlCharacters(request.params),
      ...pathsWithControlCharacters(request.query),
      ...pathsWithControlCharacters(request.body),
    ];
    const invalid = FIELD_MESSAGES[messageLanguage(request.url)].invalid;
    done(new HttpError(400, 'BAD_REQUEST', Object.fromEntries(fields.map((field) => [field || 'body', [invalid]]))));
  });
};
