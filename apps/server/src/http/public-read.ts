import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { z } from 'zod';
import { jsonAnswer, sendAnswerText, type AnswerText } from './answer-text.js';
import { CACHE_CONTROL, type EdgeCache, type Freshness } from './edge-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `publicRead` only: the route's answer is kept in the edge cache. */
    publicRead?: PublicRoute;
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The session token's query field (SPEC §6 `_`): a route that takes it answers one visitor, never everyone. */
const SESSION_TOKEN_FIELD = '_';

/**
 * Keys are the route and its parsed parameters, short for every public read (a language, a shop, an
 * id, a date or two). A longer one is computed every time, so kept keys never hold much memory.
 */
export const MAX_KEY_LENGTH = 512;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** All a public read's computation knows of its request: the validated path and query. */
export interface PublicReadInput<P, Q> {
  readonly params: P;
  readonly query: Q;
}

export interface PublicReadOptions<P extends z.ZodObject, Q extends z.ZodObject | undefined> {
  freshness: Freshness;
  /** No `headers`: a public read's answer depends on its path and query alone. */
  schema: { tags: string[]; summary: string; params: P; querystring?: Q; response: Record<number, z.ZodType> };
}

type Compute = (input: PublicReadInput<unknown, unknown>) => Promise<unknown>;

/** A public read's computation reached for more of its request than the path and query. */
export class PublicReadMisuse extends Error {
  constructor(route: string, property: string) {
    super(
      `${route} is a public read: its answer is kept for everyone and may depend on the validated path and query only, ` +
        `not on the request's ${property} (a header, a cookie or a session would hand one visitor's answer to all).`,
    );
    this.name = 'PublicReadMisuse';
  }
}

/** The input a computation gets: the parsed path and query, and an error for anything else it reaches for. */
const inputFor = (route: string, params: unknown, query: unknown): PublicReadInput<unknown, unknown> =>
  new Proxy(Object.freeze({ params, query }), {
    get(target, property, receiver) {
      // `then` is read by `await`, `toJSON` by JSON.stringify: asked, not misused.
      if (typeof property === 'symbol' || property in target || property === 'then' || property === 'toJSON') return Reflect.get(target, property, receiver) as unknown;
      throw new PublicReadMisuse(route, property);
    },
  });

const carriesSessionToken = (query: unknown): boolean => typeof query === 'object' && query !== null && Object.hasOwn(query, SESSION_TOKEN_FIELD);

/** Keys the edge lookup built for requests it could not answer, so their handler keeps the answer under the same key. */
const keysOfMisses = new WeakMap<FastifyRequest, string>();

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * A route whose answer the edge cache keeps, keyed by the route and its validated path and query
 * (never the raw URL, a header or a token), for as long as its freshness allows. Declared with
 * `publicRead`; `plugins/public-reads.ts` attaches it to the edge cache when the route is registered
 * and refuses a declaration that could let a request's headers or session reach a kept answer.
 */
export class PublicRoute {
  #edge: EdgeCache | undefined;
  #id = '';

  constructor(
    readonly freshness: Freshness,
    private readonly params: z.ZodObject,
    private readonly query: z.ZodObject | undefined,
    private readonly compute: Compute,
  ) {}

  /** Binds the route to the edge cache; throws when its declaration could let a request's headers or session reach its answer. */
  attach(edge: EdgeCache, route: RouteOptions): void {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const refusal =
      route.method !== 'GET' && route.method !== 'HEAD'
        ? `is ${String(route.method)}, not a read`
        : route.handler !== this.handler
          ? 'has a handler of its own, which would see the whole request'
          : schema.headers !== undefined
            ? 'declares request headers'
            : schema.params !== this.params || schema.querystring !== this.query
              ? 'validates other parameters than its key is built from'
              : this.query !== undefined && SESSION_TOKEN_FIELD in this.query.shape
                ? `takes the session token (query ${SESSION_TOKEN_FIELD})`
                : null;
    if (refusal !== null) throw new Error(`${route.url} cannot be a public read: it ${refusal}. Its answer would be kept for everyone.`);
    this.#edge = edge;
    this.#id = route.url;
    edge.register(this.#id, this);
    route.preValidation = [...asArray(route.preValidation), this.lookup];
  }

  /**
   * The edge key of a path and query with their parsed values, or undefined when they do not pass the
   * route's schemas (the route answers 4xx). The key is undefined too when it would be too long to keep.
   */
  #parse(rawParams: unknown, rawQuery: unknown): { key: string | undefined; params: unknown; query: unknown } | undefined {
    const params = this.params.safeParse(rawParams);
    if (!params.success) return undefined;
    let key = `${this.#id} ${JSON.stringify(params.data)}`;
    let query: unknown;
    if (this.query !== undefined) {
      const parsed = this.query.safeParse(rawQuery);
      if (!parsed.success) return undefined;
      query = parsed.data;
      key += ` ${JSON.stringify(query)}`;
    }
    return { key: key.length > MAX_KEY_LENGTH ? undefined : key, params: params.data, query };
  }

  /** The edge key of a request's path and query (raw, as routing found them), or undefined when it has none. */
  keyOf(rawParams: unknown, rawQuery: unknown): string | undefined {
    return this.#parse(rawParams, rawQuery)?.key;
  }

  /**
   * The edge key of a request, which the edge cache remembers by its address (path and query as
   * sent) once parsed: the key is a function of the address alone, so a kept answer is found without
   * validating the same address again. An address that does not parse is never remembered: it is
   * refused by validation every time. Nor is one that carries a session token: a token is never kept.
   */
  #keyOfRequest(edge: EdgeCache, request: FastifyRequest): string | undefined {
    const remembered = edge.keyOfAddress(request.url);
    if (remembered !== undefined) return remembered;
    const key = this.#parse(request.params, request.query)?.key;
    if (key !== undefined && !carriesSessionToken(request.query)) edge.rememberAddress(request.url, key);
    return key;
  }

  /**
   * The answer a request with this path and query gets (raw values, as in an address), from the edge
   * cache or computed and kept: for pages that carry public answers in their boot data.
   */
  async answer(rawParams: Record<string, string>, rawQuery: Record<string, string> = {}): Promise<AnswerText> {
    const parsed = this.#parse(rawParams, rawQuery);
    if (parsed === undefined) throw new Error(`${this.#id} refuses ${JSON.stringify({ params: rawParams, query: rawQuery })}`);
    const compute = () => this.#computed(parsed.params, parsed.query);
    return parsed.key === undefined ? compute() : this.#edgeCache().get(parsed.key, this.freshness, compute);
  }

  /**
   * The last hook before validation, after every check the route's requests pass (language, control
   * characters): a kept answer goes out at once, without validation, handler or a promise's turn.
   */
  readonly lookup = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const edge = this.#edgeCache();
    const key = this.#keyOfRequest(edge, request);
    const kept = key === undefined ? undefined : edge.peek(key);
    if (kept === undefined) {
      if (key !== undefined) keysOfMisses.set(request, key);
      done();
      return;
    }
    const sending = this.#send(request, reply, kept);
    if (sending instanceof Promise) sending.catch((error: unknown) => reply.send(error));
  };

  /** Computes the answer from the validated path and query alone and keeps it under the request's key. */
  readonly handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const edge = this.#edgeCache();
    const compute = () => this.#computed(request.params, this.query === undefined ? undefined : request.query);
    const key = keysOfMisses.get(request);
    const answer = key === undefined ? await compute() : await edge.get(key, this.freshness, compute);
    return this.#send(request, reply, answer);
  };

  async #computed(params: unknown, query: unknown): Promise<AnswerText> {
    return jsonAnswer(await this.compute(inputFor(this.#id, params, query)));
  }

  #send(request: FastifyRequest, reply: FastifyReply, answer: AnswerText): FastifyReply | Promise<FastifyReply> {
    return sendAnswerText(request, reply.header('cache-control', CACHE_CONTROL[this.freshness]), answer, JSON_CONTENT_TYPE);
  }

  #edgeCache(): EdgeCache {
    if (this.#edge === undefined) throw new Error(`public read ${this.#id || '(unregistered)'} is not attached to the edge cache: register plugins/public-reads.ts before the routes`);
    return this.#edge;
  }
}

/**
 * Registers a GET whose answer is public: the same for everyone who asks with the same path and
 * query, so the edge cache keeps it. `compute` gets the validated path and query and nothing else
 * of the request, and answers the `data` of a `{data}` answer.
 */
export const publicRead = <P extends z.ZodObject, Q extends z.ZodObject | undefined = undefined>(
  app: FastifyInstance,
  url: string,
  { freshness, schema }: PublicReadOptions<P, Q>,
  compute: (input: PublicReadInput<Parsed<P>, Parsed<Q>>) => Promise<unknown>,
): void => {
  const route = new PublicRoute(freshness, schema.params, schema.querystring, compute as Compute);
  app.get(url, { schema, config: { publicRead: route } }, route.handler);
};

/** A public read declared as data, registered with the others of its module by `registerPublicReadRoutes`. */
export interface PublicReadRoute {
  register(app: FastifyInstance, tags: string[]): void;
}

/** What a public read is, for its route and the OpenAPI document: the module's tags are added on registration. */
export interface PublicReadDeclaration<P extends z.ZodObject, Q extends z.ZodObject | undefined> {
  freshness: Freshness;
  summary: string;
  params: P;
  querystring?: Q;
  /** The 200 answer. */
  answer: z.ZodType;
  /** The error answers the route documents (`http/route-schemas.ts`). */
  errors: Record<number, z.ZodType>;
}

/** A public read at `url` (below `/api/:lang`), as one entry of a module's list of reads. */
export const publicReadRoute = <P extends z.ZodObject, Q extends z.ZodObject | undefined = undefined>(
  url: string,
  { freshness, summary, params, querystring, answer, errors }: PublicReadDeclaration<P, Q>,
  compute: (input: PublicReadInput<Parsed<P>, Parsed<Q>>) => Promise<unknown>,
): PublicReadRoute => ({
  register: (app, tags) =>
    publicRead(app, url, { freshness, schema: { tags, summary, params, ...(querystring === undefined ? {} : { querystring }), response: { 200: answer, ...errors } } }, compute),
});

/** Registers a module's public reads, in their order, under the module's OpenAPI tags. */
export const registerPublicReadRoutes = (app: FastifyInstance, tags: string[], routes: readonly PublicReadRoute[]): void => {
  for (const route of routes) route.register(app, tags);
};
