import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, newAccount } from '../test-support/account-kit.js';
import { createTestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../test-support/fixture-events.js';
import { HOSTILE_TEXT, HOSTILE_VALUES, pick, seededRandom } from './hostile-values.js';

/**
 * Every call of the OpenAPI document (and the demo's payment and outbox pages) gets malformed and hostile
 * input. DESIGN.md: bad input never yields a 500, a hang or an answer outside the error envelope.
 */
const t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
afterAll(async () => t.close());

const SHOP_ID = '177';
const email = await newAccount(t.app, 'fuzz');
const token = await loginToken(t.app, email, 'first secret');

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyProperties: Record<string, { properties?: Record<string, unknown> }> | null;
}

const document = t.app.swagger() as {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: { properties?: Operation['bodyProperties'] } }> } }>>;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    parameters: operation.parameters ?? [],
    bodyProperties: operation.requestBody === undefined ? null : (operation.requestBody.content['application/json']?.schema.properties ?? {}),
  })),
);
/** Pages outside the API document that still take input: the demo's payment page and mail outbox. */
const pages: Operation[] = [
  { method: 'GET', path: '/pay/{paymentId}', parameters: [{ name: 'paymentId', in: 'path' }], bodyProperties: null },
  { method: 'POST', path: '/pay/{paymentId}', parameters: [{ name: 'paymentId', in: 'path' }], bodyProperties: { outcome: {} } },
  { method: 'GET', path: '/outbox/{id}', parameters: [{ name: 'id', in: 'path' }], bodyProperties: null },
  { method: 'GET', path: '/outbox/{id}/attachments/{index}', parameters: [{ name: 'id', in: 'path' }, { name: 'index', in: 'path' }], bodyProperties: null },
];

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
const VALID_PATH_VALUES: Record<string, string> = { lang: 'en', id: '501', date: tomorrow, range: `${tomorrow};${tomorrow}`, paymentId: 'unknown', index: '0' };
const VALID_QUERY_VALUES: Record<string, string> = { shop: SHOP_ID, _: token, id: '501', article: '1', lang: 'en' };

interface Case {
  name: string;
  options: InjectOptions;
}

const buildUrl = (operation: Operation, pathValues: Record<string, string>, query: string): string => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? VALID_PATH_VALUES[name] ?? '1');
  return query === '' ? path : `${path}?${query}`;
};

const validQuery = (operation: Operation, overrides: Record<string, string> = {}): string =>
  operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${overrides[parameter.name] ?? encodeURIComponent(VALID_QUERY_VALUES[parameter.name] ?? '1')}`)
    .concat(operation.parameters.some((parameter) => parameter.name === '_') ? [] : [`_=${encodeURIComponent(token)}`])
    .join('&');

const casesFor = (operation: Operation, seed: number): Case[] => {
  const random = seededRandom(seed);
  const cases: Case[] = [];
  const add = (name: string, options: Omit<InjectOptions, 'method'> & { method?: string }) =>
    cases.push({ name, options: { method: operation.method as InjectOptions['method'], ...options } as InjectOptions });
  const body = operation.bodyProperties === null ? undefined : {};

  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    for (const value of [...HOSTILE_TEXT, 'xx', 'EN']) {
      add(`path ${parameter.name}=${value.slice(0, 30)}`, { url: buildUrl(operation, { [parameter.name]: value }, validQuery(operation)), payload: body });
    }
  }
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of HOSTILE_TEXT) {
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
    for (const value of HOSTILE_VALUES) {
      add(`body ${field}=${JSON.stringify(value)?.slice(0, 30)}`, { url, payload: JSON.stringify({ [field]: value }), headers: { 'content-type': 'application/json' } });
    }
    for (const nested of Object.keys(schema.properties ?? {})) {
      for (const value of pick(random, HOSTILE_VALUES, 12)) {
        add(`body ${field}.${nested}=${JSON.stringify(value)?.slice(0, 30)}`, {
          url,
          payload: JSON.stringify({ [field]: { [nested]: value } }),
          headers: { 'content-type': 'application/json' },
        });
      }
    }
  }
  return cases;
};

const HANG_MS = 15_000;
const answer = (options: InjectOptions): Promise<LightMyRequestResponse | 'hang'> =>
  Promise.race([t.app.inject(options), new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), HANG_MS).unref())]);

/** What is wrong with an answer, or null: DESIGN.md's error envelope with a code, a message and no-store. */
const problemWith = (url: string, response: LightMyRequestResponse | 'hang'): string | null => {
  if (response === 'hang') return `no answer within ${HANG_MS / 1000} s`;
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['cache-control'] ?? '').includes('no-store')) return `${response.statusCode} without Cache-Control: no-store`;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) return url.startsWith('/api/') ? `${response.statusCode} answered as ${String(response.headers['content-type'])}` : null;
  const envelope = response.json() as { code?: unknown; message?: unknown };
  if (typeof envelope.code !== 'string' || envelope.code === '' || typeof envelope.message !== 'string' || envelope.message === '') {
    return `${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`;
  }
  return null;
};

describe('fuzzing every call', () => {
  it('covers the whole API document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(48);
  });

  it.each([...operations, ...pages].map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s answers malformed and hostile input with a 4xx in the envelope',
    async (_name, operation, index) => {
      const problems: string[] = [];
      for (const { name, options } of casesFor(operation, 7919 * (index + 1))) {
        const problem = problemWith(String(options.url), await answer(options));
        if (problem !== null) problems.push(`${name}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
