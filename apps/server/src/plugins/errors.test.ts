import { apiErrorSchema, FIELD_MESSAGES } from '@foyer/contract';
import de from '@foyer/contract/error-messages/de.json' with { type: 'json' };
import en from '@foyer/contract/error-messages/en.json' with { type: 'json' };
import it from '@foyer/contract/error-messages/it.json' with { type: 'json' };
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it as test } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // Issue 2 has no POST calls yet; these routes exercise body parsing and the 500 path of the real handler.
      app.post('/api/:lang/test-echo', { schema: { body: z.object({ name: z.string().max(5) }) } }, async (request) => ({
        data: request.body,
      }));
      app.get('/api/:lang/test-bug', async () => {
        throw new Error('secret internals');
      });
      app.get<{ Params: { available: string } }>('/api/:lang/test-overbooked/:available', async (request) => {
        throw new DomainError('OVERBOOKED', { params: { requested: 5, available: Number(request.params.available) } });
      });
      app.get<{ Params: { malformed: string } }>('/api/:lang/test-invalid-fields/:malformed', async (request) => {
        const errors = { 'cart.items.0.count': [FIELD_MESSAGES.en.invalid] };
        throw new DomainError('VALIDATION_FAILED', { errors, malformed: request.params.malformed === 'yes' }).forCartLine();
      });
    },
  });
});
afterAll(async () => t.close());

const expectError = async (
  request: InjectOptions,
  status: number,
  code: string,
  message: string,
) => {
  const res = await t.app.inject(request);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = apiErrorSchema.parse(res.json());
  expect(body).toMatchObject({ code, message });
  return body;
};

describe('unknown language', () => {
  test.each(['/api/xx/shopinfo?shop=177', '/api/EN/static?shop=177', '/api/xx/page/imprint', '/api/zz/customer/attr'])(
    '%s answers 404 UNKNOWN_LANGUAGE',
    async (url) => {
      await expectError({ method: 'GET', url }, 404, 'UNKNOWN_LANGUAGE', en.UNKNOWN_LANGUAGE);
    },
  );

  test.each([
    '/api/it/shopinfo?shop=177',
    '/api/it/checkout/payments?shop=177',
    '/api/it/page/imprint',
    '/api/it/customer/attr',
  ])('%s (a language the shop does not offer) answers 404 UNKNOWN_LANGUAGE in Italian', async (url) => {
    await expectError({ method: 'GET', url }, 404, 'UNKNOWN_LANGUAGE', it.UNKNOWN_LANGUAGE);
  });
});

describe('the language of every call', () => {
  test('is checked before validation on every /api/{lang} call of the OpenAPI document (validation does not parse it again)', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/{lang}/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', url: path.replace('{lang}', 'xx').replace(/\{[^}]+\}/g, '1') })));
    expect(calls.length).toBeGreaterThan(30);
    for (const call of calls) await expectError(call, 404, 'UNKNOWN_LANGUAGE', en.UNKNOWN_LANGUAGE);
  });
});

describe('a message with a number', () => {
  test.each([
    ['en', 1, 'You are trying to book 5 places, but only 1 place is still available.'],
    ['en', 3, 'You are trying to book 5 places, but only 3 places are still available.'],
    ['de', 1, 'Sie möchten 5 Plätze buchen, es ist aber nur noch 1 Platz frei.'],
    ['de', 3, 'Sie möchten 5 Plätze buchen, es sind aber nur noch 3 Plätze frei.'],
    ['it', 1, 'Desidera prenotare 5 posti, ma è disponibile solo 1 posto.'],
    ['sv', 2, 'Du vill boka 5 platser, men det finns bara 2 platser kvar.'],
  ] as const)('reads right in %s with %i left', async (lang, available, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${lang}/test-overbooked/${available}` });
    expect(res.json()).toEqual({ code: 'OVERBOOKED', message, params: { requested: 5, available } });
  });
});

describe('a domain error with fields', () => {
  test.each([
    ['yes', 400],
    ['no', 422],
  ] as const)('malformed %s answers %i, whatever the refusal it is part of', async (malformed, status) => {
    const body = await expectError({ method: 'GET', url: `/api/en/test-invalid-fields/${malformed}` }, status, 'VALIDATION_FAILED', en.VALIDATION_FAILED);
    expect(body.errors).toEqual({ 'cart.items.0.count': [FIELD_MESSAGES.en.invalid] });
  });
});

describe('unknown shop', () => {
  test.each(['shopinfo', 'static', 'shopinfo/config', 'checkout/payments'])('%s?shop=999 answers 404 UNKNOWN_SHOP', async (call) => {
    await expectError({ method: 'GET', url: `/api/de/${call}?shop=999` }, 404, 'UNKNOWN_SHOP', de.UNKNOWN_SHOP);
  });
});

describe('malformed query', () => {
  test.each([
    ['shop=abc', 'invalid'],
    ['shop=', 'invalid'],
    ['shop=-3', 'invalid'],
    ['shop=1.5', 'invalid'],
    ['shop=99999999999', 'too_long'],
    ['', 'required'],
    ['other=1', 'required'],
  ] as const)('?%s answers 400 VALIDATION_FAILED with the field listed', async (query, kind) => {
    const body = await expectError(
      { method: 'GET', url: `/api/de/shopinfo?${query}` },
      400,
      'VALIDATION_FAILED',
      de.VALIDATION_FAILED,
    );
    expect(body.errors).toEqual({ shop: [FIELD_MESSAGES.de[kind]] });
  });

  test('a repeated parameter is invalid, not a crash', async () => {
    await expectError({ method: 'GET', url: '/api/en/shopinfo?shop=1&shop=2' }, 400, 'VALIDATION_FAILED', en.VALIDATION_FAILED);
  });
});

describe('unknown API path', () => {
  test.each([
    ['GET', '/api/de/nothing-here', de.NOT_FOUND],
    ['GET', '/api/it/nothing/here', it.NOT_FOUND],
    ['GET', '/api', en.NOT_FOUND],
    ['GET', '/api/', en.NOT_FOUND],
    ['POST', '/api/de/shopinfo?shop=177', de.NOT_FOUND],
    ['DELETE', '/api/en/page/imprint', en.NOT_FOUND],
  ] as const)('%s %s answers 404 NOT_FOUND as JSON', async (method, url, message) => {
    await expectError({ method, url }, 404, 'NOT_FOUND', message);
  });
});

describe('request bodies', () => {
  test('malformed JSON answers 400 BAD_REQUEST', async () => {
    await expectError(
      { method: 'POST', url: '/api/de/test-echo', headers: { 'content-type': 'application/json' }, payload: '{"name": ' },
      400,
      'BAD_REQUEST',
      de.BAD_REQUEST,
    );
  });

  test('an empty JSON body answers 400 BAD_REQUEST', async () => {
    await expectError(
      { method: 'POST', url: '/api/en/test-echo', headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'BAD_REQUEST',
      en.BAD_REQUEST,
    );
  });

  test('an unsupported content type answers 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    await expectError(
      { method: 'POST', url: '/api/en/test-echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      en.UNSUPPORTED_MEDIA_TYPE,
    );
  });

  test('a body failing its schema answers 400 VALIDATION_FAILED with the field map', async () => {
    const body = await expectError(
      { method: 'POST', url: '/api/de/test-echo', payload: { name: 'far too long' } },
      400,
      'VALIDATION_FAILED',
      de.VALIDATION_FAILED,
    );
    expect(body.errors).toEqual({ name: [FIELD_MESSAGES.de.too_long] });
  });

  test('a valid body passes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/de/test-echo', payload: { name: 'Ada' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Ada' } });
  });
});

describe('bugs', () => {
  test('an unexpected error answers 500 INTERNAL_ERROR without details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/de/test-bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: de.INTERNAL_ERROR });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('at ');
  });
});
