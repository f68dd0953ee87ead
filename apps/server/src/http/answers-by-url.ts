import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswerText, type AnswerText } from './answer-text.js';
import { isStillKept, READ_CACHE_MAX_ENTRIES } from './read-cache.js';
import { JSON_CONTENT_TYPE } from './send-json.js';

/**
 * The public reads' URLs are short (a path, a shop, a date or two). Longer ones are answered by their
 * routes every time, so 5000 kept URLs cannot be made to hold megabytes of query strings.
 */
export const MAX_KEPT_URL_LENGTH = 512;

/** A session token (SPEC §6 query `_`) in the address: such a URL is never kept, so no token becomes a key in memory. */
const carriesSessionToken = (url: string): boolean => /[?&]_=/.test(url);

/** A public read's JSON answer as its route sent it: the kept text and its caching header. */
export interface SentAnswer {
  answer: AnswerText;
  cacheControl: string;
}

/**
 * Public reads sent before, by URL. A public read's answer depends on its path and query only, so
 * the same URL asked again while the read cache still holds that answer gets the same answer,
 * without routing's hooks, validation and handler. Only successful GET answers are kept (language,
 * control characters and validation were passed for exactly this URL), of URLs up to
 * `MAX_KEPT_URL_LENGTH` that carry no session token; past `maxEntries` the oldest URL goes, so URLs a visitor can vary never
 * grow memory without bound.
 */
export class AnswersByUrl {
  readonly #byUrl = new Map<string, SentAnswer>();

  constructor(private readonly maxEntries = READ_CACHE_MAX_ENTRIES) {}

  remember(request: FastifyRequest, reply: FastifyReply, sent: SentAnswer): void {
    if (request.method !== 'GET' || reply.statusCode !== 200 || request.url.length > MAX_KEPT_URL_LENGTH || carriesSessionToken(request.url)) return;
    this.#byUrl.delete(request.url);
    this.#byUrl.set(request.url, sent);
    if (this.#byUrl.size > this.maxEntries) this.#byUrl.delete(this.#byUrl.keys().next().value as string);
  }

  /** Sends what was sent for this URL before while its read cache would still answer it; false when there is nothing to send. */
  resend(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const sent = this.#byUrl.get(request.url);
    if (sent === undefined) return false;
    if (!isStillKept(sent.answer)) {
      this.#byUrl.delete(request.url);
      return false;
    }
    const sending = sendAnswerText(request, reply.header('cache-control', sent.cacheControl), sent.answer, JSON_CONTENT_TYPE);
    if (sending instanceof Promise) sending.catch((error: unknown) => reply.send(error));
    return true;
  }
}
