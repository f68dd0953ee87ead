import { customerResponseSchema, FIELD_MESSAGES, sessionResponseSchema } from '@foyer/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerStatus, login, loginToken, md5, newAccount, post } from '../../test-support/account-kit.js';
import { guestDetails, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});


describe('POST /api/:lang/auth/login', () => {
  it('logs a registered customer in by e-mail in any case, answering a session that opens GET customer', async () => {
    const email = await newAccount(t.app, 'user');
    const res = await login(t.app, `  ${email.toUpperCase()} `, 'first secret');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = sessionResponseSchema.parse(res.json());
    expect(data.customer).toEqual({ fname: 'Grace', lname: 'Hopper', email, country: 'CH', isGuest: false });
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    const me = await t.app.inject({ method: 'GET', url: '/api/en/customer', headers: { authorization: `Bearer ${data.token}` } });
    expect(customerResponseSchema.parse(me.json()).data.customer).toMatchObject({ email, fname: 'Grace', street: 'Seeweg 1', shipping: null, isGuest: false });
  });

  it('answers the same 401 LOGIN_FAILED for a wrong password, an unknown e-mail and a guest', async () => {
    const email = await newAccount(t.app, 'user');
    await registerGuest(t.app, 'en', { ...guestDetails, email: 'guest-only@example.org' });
    const wrong = await login(t.app, email, 'guess');
    const unknown = await login(t.app, 'nobody@example.org', 'first secret');
    const guest = await login(t.app, 'guest-only@example.org', '');
    for (const res of [wrong, unknown, guest]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_FAILED', message: 'Wrong e-mail address or password.' });
    }
  });

  it('refuses a password that is not an md5 hex with a field error', async () => {
    const res = await post(t.app, 'auth/login', { _u: 'user@example.org', _p: 'plain text' }, undefined, 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ _p: [FIELD_MESSAGES.de.invalid] });
  });

  it('locks the account for 15 minutes after five failures in a row, even for the right password, then lets it in again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = await newAccount(t.app, 'user');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(t.app, email, 'guess')).statusCode).toBe(401);
    const locked = await login(t.app, email, 'first secret');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 15 } });
    expect(locked.json().message).toContain('15 minutes');
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await login(t.app, email, 'first secret')).json().params).toEqual({ minutes: 5 });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(200);
  });

  it('counts only failures in a row: a good login starts the count again', async () => {
    const email = await newAccount(t.app, 'user');
    for (let attempt = 0; attempt < 4; attempt += 1) await login(t.app, email, 'guess');
    await loginToken(t.app, email, 'first secret');
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(t.app, email, 'guess')).statusCode).toBe(401);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(200);
  });

  it('counts failures arriving at the same moment, each one', async () => {
    const email = await newAccount(t.app, 'user');
    const results = await Promise.all(Array.from({ length: 5 }, () => login(t.app, email, 'guess')));
    expect(results.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(429);
  });
});

describe('POST /api/:lang/auth/logout and GET /api/:lang/customer', () => {
  it('ends only the session that logs out', async () => {
    const email = await newAccount(t.app, 'user');
    const first = await loginToken(t.app, email, 'first secret');
    const second = await loginToken(t.app, email, 'first secret');
    const res = await post(t.app, 'auth/logout', {}, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { loggedOut: true } });
    expect(await customerStatus(t.app, first)).toBe(401);
    expect(await customerStatus(t.app, second)).toBe(200);
    expect((await post(t.app, 'auth/logout', {}, first)).statusCode).toBe(401);
  });

  it("answers a guest's details with isGuest, and 401 without a session", async () => {
    const token = await registerGuest(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/en/customer?_=${token}` });
    expect(customerResponseSchema.parse(res.json()).data.customer).toEqual({
      email: 'ada@example.org',
      salutation: 'ms',
      fname: 'Ada',
      lname: 'Lovelace',
      company: null,
      phone: null,
      street: 'Seeweg 1',
      zip: '8000',
      city: 'Zürich',
      country: 'CH',
      send_invoice: false,
      shipping: null,
      isGuest: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/en/customer' })).json().code).toBe('UNAUTHORIZED');
  });
});

describe('rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS once a client exceeds its calls per minute, on every call that checks a secret or sends mail', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 2 } });
    try {
      const calls: [string, object][] = [
        ['auth/login', { _u: 'x@example.org', _p: md5('x') }],
        ['customer/register', { c: {} }],
        ['customer/validate', { c: {} }],
        ['customer/pwdreset', { email: 'x@example.org' }],
        ['customer/pwdconfirm', {}],
      ];
      for (const [call, payload] of calls) {
        const codes = [];
        for (let attempt = 0; attempt < 3; attempt += 1) codes.push((await post(limited.app, call, payload)).statusCode);
        expect(codes[2], call).toBe(429);
        expect(codes.slice(0, 2), call).not.toContain(429);
      }
    } finally {
      await limited.close();
    }
  });
});
