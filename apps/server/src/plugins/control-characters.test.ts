import { apiErrorSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDetails, initBody, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { holdsControlCharacter, pathsWithControlCharacters } from './control-characters.js';

describe('pathsWithControlCharacters', () => {
  it.each([
    ['plain text', { c: { fname: 'Zoë', message: 'Line one\nline two\r\n\ttabbed' } }, []],
    ['a NUL byte in a nested field', { c: { fname: 'Ada\u0000' } }, ['c.fname']],
    ['an escape and a DEL in list items', { items: [{ answers: ['ok', 'bell\u0007'] }, 'x\u007F'] }, ['items.0.answers.1', 'items.1']],
    ['a control character in a key', { ['na\u0000me']: 'x' }, ['na\u0000me']],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, []],
  ])('%s', (_name, value, expected) => expect(pathsWithControlCharacters(value)).toEqual(expected));

  it('passes over a body of bytes (an uploaded picture) at once instead of key by key', () => {
    const picture = Buffer.alloc(15 * 1024 * 1024, 0);
    const started = performance.now();
    expect([holdsControlCharacter(picture), pathsWithControlCharacters(picture), holdsControlCharacter({ file: new Uint8Array(picture) })]).toEqual([false, [], false]);
    // Read key by key, these 15 MB took seconds.
    expect(performance.now() - started).toBeLessThan(100);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Where = 'body' | 'address';
const REFUSAL: Record<Where, { status: number; code: string }> = {
  body: { status: 422, code: 'VALIDATION_FAILED' },
  address: { status: 400, code: 'BAD_REQUEST' },
};

const expectRefused = (res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }, field: string, where: Where = 'body') => {
  expect(res.statusCode).toBe(REFUSAL[where].status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.code).toBe(REFUSAL[where].code);
  expect(body.errors?.[field]).toBeDefined();
  expect(res.headers['cache-control']).toBe('no-store');
};

describe('text with control characters is refused with the field named on every database (422 in a form, 400 in the address)', () => {
  it('a NUL byte in a guest name names the field, in the request language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/de/auth/guest', payload: { c: { ...guestDetails, fname: 'Ada\u0000' } } });
    expectRefused(res, 'fname');
    expect(apiErrorSchema.parse(res.json()).errors?.fname?.[0]).toMatch(/ungültig/i);
  });

  it('a NUL byte in an account holder at checkout', async () => {
    const token = await registerGuest(t.app);
    const body = initBody([], { payart: 74, aux: { Accountholder: 'Ada\u0000Lovelace', IBAN: 'CH9300762011623852957' } });
    expectRefused(await t.app.inject({ method: 'POST', url: `/api/en/checkout/initPayment?_=${token}`, payload: body }), 'aux.Accountholder');
  });

  it('a control character in a key and deep inside a list names the field', async () => {
    const deep = { c: { ...guestDetails, extra: { 'la\u0001bel': 'x', list: ['fine', { note: 'bell\u0007' }] } } };
    const res = await t.app.inject({ method: 'POST', url: '/api/en/auth/guest', payload: deep });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.json()).errors ?? {})).toEqual(['extra.la\u0001bel', 'extra.list.1.note']);
  });

  it('a NUL byte in a query value and in a path segment', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/en/voucher?voucher=AB%00CD' }), 'voucher', 'address');
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/en/checkout/cancel?noRedirect=1&cartId=x%00y' }), 'cartId', 'address');
  });
});
