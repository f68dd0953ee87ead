import type { FastifyReply, FastifyRequest } from 'fastify';
import { availabilityVersion } from '../modules/claims/availability-version.js';
import { jsonAnswer, type AnswerText } from './answer-text.js';
import { AnswersByUrl } from './answers-by-url.js';
import { ReadCache } from './read-cache.js';
import { AVAILABILITY_CACHE_CONTROL, CATALOG_CACHE_CONTROL, sendReadJson } from './send-json.js';

/** A second: free places and stock stay fresh enough to choose by; checkout re-checks every claim. */
export const AVAILABILITY_TTL_MS = 1000;

export type ReadKind = 'catalog' | 'availability';

/** The answers of public reads as JSON text (and its compressions), per kind: catalog answers for a few seconds, availability for one. */
export class ReadAnswers {
  readonly catalog: ReadCache<AnswerText>;
  readonly availability: ReadCache<AnswerText>;
  /** Every public read's answer (these and the services' own catalog answers), by the URL that asked for it. */
  readonly byUrl = new AnswersByUrl();

  constructor(db: object) {
    this.catalog = new ReadCache(db);
    this.availability = new ReadCache(db, { ttlMs: AVAILABILITY_TTL_MS, version: availabilityVersion });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readAnswers: ReadAnswers;
  }
}

const CACHE_CONTROL: Record<ReadKind, string> = { catalog: CATALOG_CACHE_CONTROL, availability: AVAILABILITY_CACHE_CONTROL };

/**
 * Answers a public read (its answer depends on the validated path and query only) from the kept
 * JSON text: visitors asking the same thing at once share one computation, serialisation and compression.
 */
export const sendCachedRead = async (request: FastifyRequest, reply: FastifyReply, kind: ReadKind, compute: () => Promise<unknown>): Promise<FastifyReply> => {
  const key = `${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
  const answer = await request.server.readAnswers[kind].get(key, async () => jsonAnswer(await compute()));
  return sendReadJson(request, reply, answer, CACHE_CONTROL[kind]);
};
