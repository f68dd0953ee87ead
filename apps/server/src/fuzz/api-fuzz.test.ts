import { apiErrorSchema } from '@foyer/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, newAccount } from '../test-support/account-kit.js';
import { futureSlot } from '../test-support/checkout-kit.js';
import { createTestApp } from '../test-support/create-test-app.js';
import { ERROR_STATUSES_OF_EVERY_CALL } from '../http/route-schemas.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';
import { bodyNodes, hostileFor, nodeLabel, withNode } from './body-cases.js';
import {
  EXTREME_NUMBER_TEXT,
  FAR_DATES,
  FAR_RANGES,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  LINE_BREAK_TEXT,
  pick,
  seededRandom,
} from './hostile-values.js';
import { linesWith, validBodies, validCartItems } from './valid-bodies.js';

/**
 * Every call of the OpenAPI document (and the demo's payment and outbox pages) gets malformed and hostile
 * input: far dates, extreme numbers and line breaks in every path, query and body field, and in every
 * field of every kind of basket line. DESIGN.md: bad input never yields a 500, a hang or an answer
 * outside the error envelope, and no answer takes long whatever a client sends.
 */
const t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
afterAll(async () => t.close());

const SHOP_ID = '177';
const email = await newAccount(t.app, 'fuzz');
const token = await loginToken(t.app, email, 'first secret');
const slots = {
  collection: (await futureSlot(t.app)).datetime,
  day: (await futureSlot(t.app, 0, 502)).datetime,
  tour: (await futureSlot(t.app, 0, 601)).datetime,
};
const bodies = validBodies(email);
const cartItems = validCartItems(slots);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyProperties: Record<string, { properties?: Record<string, unknown> }> | null;
  /** The statuses the OpenAPI document says the call answers (none for pages outside it). */
  statuses: ReadonlySet<number>;
}

const document = t.app.swagger() as unknown as {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: { properties?: Operation['bodyProperties'] } }> }; responses: Record<string, unknown> }>
  >;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    bodyProperties: operation.requestBody === undefined ? null : (operation.requestBody.content['application/json']?.schema.properties ?? {}),
    statuses: new Set(Object.keys(operation.responses).map(Number)),
  })),
);
/** Pages outside the API document that still take input: the demo's payment page and mail outbox. */
const pages: Operation[] = [
  { method: 'GET', path: '/pay/{paymentId}', parameters: [{ name: 'paymentId', in: 'path' }], bodyProperties: null, statuses: new Set() },
  { method: 'POST', path: '/pay/{paymentId}', parameters: [{ name: 'paymentId', in: 'path' }], bodyProperties: { outcome: {} }, statuses: new Set() },
  { method: 'GET', path: '/outbox/{id}', parameters: [{ name: 'id', in: 'path' }], bodyProperties: null, statuses: new Set() },
  { method: 'GET', path: '/outbox/{id}/attachments/{index}', parameters: [{ name: 'id', in: 'path' }, { name: 'index', in: 'path' }], bodyProperties: null, statuses: new Set() },
];

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
/** Ids of things that exist, so a far date or a huge number reaches the code past the lookup. */
const existingId = (path: string): string => (path.includes('/tour') ? '601' : path.includes('/voucher/') ? '802' : path.includes('/page/') ? 'imprint' : '501');
const VALID_PATH_VALUES: Record<string, string> = { lang: 'en', date: tomorrow, range: `${tomorrow};${tomorrow}`, paymentId: 'unknown', index: '0' };
const VALID_QUERY_VALUES: Record<string, string> = { shop: SHOP_ID, _: token, id: '501', event: '501', tour: '601', article: '701', date: tomorrow, lookahead: '5', voucher: 'VALID-50', lang: 'en' };

/** Text for every path segment and query value: the hostile strings, far dates and ranges, extreme numbers, line breaks. */
const TEXT_VALUES = [...HOSTILE_TEXT, ...FAR_DATES, ...FAR_RANGES, ...EXTREME_NUMBER_TEXT, ...LINE_BREAK_TEXT];

interface Case {
  name: string;
  options: InjectOptions;
}

const buildUrl = (operation: Operation, pathValues: Record<string, string>, query: string): string => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? (name === 'id' ? existingId(operation.path) : (VALID_PATH_VALUES[name] ?? '1')));
  return query === '' ? path : `${path}?${query}`;
};

const validQuery = (operation: Operation, overrides: Record<string, string> = {}): string =>
  operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${overrides[parameter.name] ?? encodeURIComponent(VALID_QUERY_VALUES[parameter.name] ?? '1')}`)
    .concat(operation.parameters.some((parameter) => parameter.name === '_') ? [] : [`_=${encodeURIComponent(token)}`])
    .join('&');

const json = (url: string, body: unknown): Omit<InjectOptions, 'method'> => ({ url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const casesFor = (operation: Operation, seed: number): Case[] => {
  const random = seededRandom(seed);
  const cases: Case[] = [];
  const add = (name: string, options: Omit<InjectOptions, 'method'> & { method?: string }) =>
    cases.push({ name, options: { method: operation.method as InjectOptions['method'], ...options } as InjectOptions });
  const valid = bodies[operation.path]?.body;
  const body = operation.bodyProperties === null ? undefined : (valid ?? {});

  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    for (const value of [...TEXT_VALUES, 'xx', 'EN']) {
      add(`path ${parameter.name}=${value.slice(0, 30)}`, { url: buildUrl(operation, { [parameter.name]: value }, validQuery(operation)), payload: body });
    }
  }
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of TEXT_VALUES) {
      add(`query ${parameter.name}=${value.slice(0, 30)}`, { url: buildUrl(operation, {}, validQuery(operation, { [parameter.name]: value })), payload: body });
    }
    add(`query ${parameter.name} repeated`, { url: buildUrl(operation, {}, `${validQuery(operation)}&${parameter.name}=1&${parameter.name}=2`), payload: body });
    add(`query ${parameter.name} as an array`, { url: buildUrl(operation, {}, `${validQuery(operation)}&${parameter.name}[]=1`), payload: body });
  }
  const url = buildUrl(operation, {}, validQuery(operation));
  const withoutSession = buildUrl(operation, {}, validQuery(operation, { _: '' }).replace(/(^|&)_=(&|$)/, '$1'));
  add('no session', { url: withoutSession, payload: body });
  add('a forged session', { url: buildUrl(operation, {}, validQuery(operation, { _: 'forged-token' })), payload: body });
  add('a bogus Authorization header', { url, payload: body, headers: { authorization: 'Bearer \u0000 nonsense' } });
  add('a hostile Host header', { url, payload: body, headers: { host: 'evil.example:99999' } });
  add('an unknown method', { url, method: operation.method === 'GET' ? 'DELETE' : 'PATCH' });
  if (operation.bodyProperties === null) return cases;

  add('no body', { url });
  add('JSON null', { url, payload: 'null', headers: { 'content-type': 'application/json' } });
  add('a JSON array', { url, payload: '[1,2]', headers: { 'content-type': 'application/json' } });
  add('broken JSON', { url, payload: '{"c": {', headers: { 'content-type': 'application/json' } });
  add('form data', { url, payload: 'c=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  add('a text body', { url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
  for (const [field, schema] of Object.entries(operation.bodyProperties)) {
    for (const value of HOSTILE_VALUES) add(`body ${field}=${JSON.stringify(value)?.slice(0, 30)}`, json(url, { [field]: value }));
    for (const nested of Object.keys(schema.properties ?? {})) {
      for (const value of pick(random, HOSTILE_VALUES, 12)) add(`body ${field}.${nested}=${JSON.stringify(value)?.slice(0, 30)}`, json(url, { [field]: { [nested]: value } }));
    }
  }
  // One field of a valid body at a time, so the hostile value is what the call has to deal with.
  for (const node of valid === undefined ? [] : bodyNodes(valid)) {
    for (const value of hostileFor(node.path, node.value)) add(`valid body with ${nodeLabel(node.path, value)}`, json(url, withNode(valid, node.path, value)));
  }
  return cases;
};

/** Each kind of basket line, one field at a time, in every call that takes a cart; and the largest carts there are. */
const cartCasesFor = (operation: Operation, kind: string): Case[] => {
  const cart = bodies[operation.path]?.cart;
  const item = cartItems[kind];
  if (cart === undefined || item === undefined) return [];
  const url = buildUrl(operation, {}, validQuery(operation));
  const cases: Case[] = bodyNodes(item).flatMap((node) =>
    hostileFor(node.path, node.value).map((value) => ({
      name: `${kind} line with ${nodeLabel(node.path, value)}`,
      options: { method: 'POST' as const, ...json(url, cart(linesWith(kind, withNode(item, node.path, value), cartItems))) },
    })),
  );
  for (const count of [100, 101]) cases.push({ name: `${count} ${kind} lines`, options: { method: 'POST', ...json(url, cart(Array.from({ length: count }, () => item))) } });
  return cases;
};

/** A correctness bound against hangs and work that grows with the input, not a speed benchmark. */
const REQUEST_BOUND_MS = 5_000;
const answer = async (options: InjectOptions): Promise<{ response: LightMyRequestResponse | 'hang'; ms: number }> => {
  const started = performance.now();
  const response = await Promise.race([t.app.inject(options), new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), REQUEST_BOUND_MS * 2).unref())]);
  return { response, ms: performance.now() - started };
};

/**
 * What is wrong with an answer, or null: quick, a status the call's OpenAPI entry (or the list every call
 * may give) names, and exactly DESIGN.md's error envelope with no-store.
 */
const problemWith = (operation: Operation, url: string, { response, ms }: Awaited<ReturnType<typeof answer>>): string | null => {
  if (response === 'hang') return `no answer within ${(REQUEST_BOUND_MS * 2) / 1000} s`;
  if (ms > REQUEST_BOUND_MS) return `answered ${response.statusCode} after ${Math.round(ms)} ms`;
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['cache-control'] ?? '').includes('no-store')) return `${response.statusCode} without Cache-Control: no-store`;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) return url.startsWith('/api/') ? `${response.statusCode} answered as ${String(response.headers['content-type'])}` : null;
  const envelope = apiErrorSchema.safeParse(response.json());
  if (!envelope.success || envelope.data.message === '') return `${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`;
  if (url.startsWith('/api/') && !operation.statuses.has(response.statusCode) && !ERROR_STATUSES_OF_EVERY_CALL.includes(response.statusCode)) {
    return `${response.statusCode} ${envelope.data.code}, a status its OpenAPI entry does not name`;
  }
  return null;
};

const problemsOf = async (operation: Operation, cases: readonly Case[]): Promise<string[]> => {
  const problems: string[] = [];
  for (const { name, options } of cases) {
    const problem = problemWith(operation, String(options.url), await answer(options));
    if (problem !== null) problems.push(`${name}: ${problem}`);
  }
  return problems;
};

const cartOperations = operations.filter((operation) => bodies[operation.path]?.cart !== undefined);

describe(`fuzzing every call (${t.dialect})`, () => {
  it('covers the whole API document, every call that takes a cart and every kind of line', () => {
    expect(operations.length).toBeGreaterThanOrEqual(48);
    expect(cartOperations.map((operation) => operation.path).sort()).toEqual(['/api/{lang}/checkout/initPayment', '/api/{lang}/checkout/prices', '/api/{lang}/checkout/suggest', '/api/{lang}/shipping/costs']);
    expect(Object.keys(cartItems).sort()).toEqual(['annualPass', 'dayTicket', 'donation', 'guidedTour', 'merchandise', 'ticket', 'voucher', 'voucherCode']);
  });

  it.each([...operations, ...pages].map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s answers malformed and hostile input with a 4xx in the envelope, each within 5 s',
    { timeout: 60_000 },
    async (_name, operation, index) => expect(await problemsOf(operation, casesFor(operation, 7919 * (index + 1)))).toEqual([]),
  );

  it.each(cartOperations.flatMap((operation) => Object.keys(cartItems).map((kind) => [`${operation.path} with a ${kind} line`, operation, kind] as const)))(
    '%s: hostile values in every field of the line, and the largest carts, answer within 5 s and never 5xx',
    { timeout: 60_000 },
    async (_name, operation, kind) => expect(await problemsOf(operation, cartCasesFor(operation, kind))).toEqual([]),
  );
});
