import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { login, loginToken, md5, newAccount, post, registerAccount, accountDetails } from '../../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

/** Every scrypt run of this process: one per password checked (and one per password hashed). */
const scrypt = vi.hoisted(() => ({ runs: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const counted = (...args: unknown[]): unknown => {
    scrypt.runs += 1;
    return Reflect.apply(crypto.scrypt, crypto, args);
  };
  return { ...crypto, scrypt: counted, default: { ...crypto, scrypt: counted } };
});

let t: TestApp;
/** A second server instance on the same database, as behind a load balancer. */
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.config);
});
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const freezeClock = (): void => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
};
const advanceMinutes = (minutes: number): void => {
  vi.setSystemTime(Date.now() + minutes * 60_000);
};

/** What an attacker sees of an answer. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });

/** `count` logins at once, alternating between the two instances; answers them and the scrypt runs they cost. */
const burst = async (email: string, passwords: string[]) => {
  const before = scrypt.runs;
  const answers = await Promise.all(passwords.map((password, i) => login(i % 2 === 0 ? t.app : second, email, password)));
  return { answers: answers.map(seen), checked: scrypt.runs - before };
};

const lockedAnswer = { status: 429, body: { code: 'ACCOUNT_LOCKED', message: 'Too many failed attempts. For your security, this account is locked for 15 minutes.', params: { minutes: 15 } } };
const failedAnswer = { status: 401, body: { code: 'LOGIN_FAILED', message: 'Wrong e-mail address or password.' } };

describe('the login lockout across two instances', () => {
  it('checks at most five of 50 simultaneous guesses and answers every other one alike, the right password too', async () => {
    freezeClock();
    const email = await newAccount(t.app, 'burst');
    const { answers, checked } = await burst(
      email,
      Array.from({ length: 50 }, (_, i) => `guess ${i}`),
    );
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.status === 401)).toEqual(Array.from({ length: 5 }, () => failedAnswer));
    expect(answers.filter((answer) => answer.status !== 401)).toEqual(Array.from({ length: 45 }, () => lockedAnswer));

    const mixed = await burst(email, ['first secret', 'guess', 'first secret', 'another guess']);
    expect(mixed.checked).toBe(0);
    expect(mixed.answers).toEqual(Array.from({ length: 4 }, () => lockedAnswer));
  });

  it('answers an unknown address exactly like a known one, at the same cost, through the whole sequence', async () => {
    freezeClock();
    const known = await newAccount(t.app, 'known');
    const sequence = async (email: string) => {
      const before = scrypt.runs;
      const answers = [];
      for (const password of ['a', 'b', 'c', 'd', 'e', 'f', 'first secret']) answers.push(seen(await login(t.app, email, password)));
      const parallel = await burst(email, ['first secret', 'g', 'h', 'i']);
      return { answers: [...answers, ...parallel.answers], checked: scrypt.runs - before };
    };
    const ofKnown = await sequence(known);
    const ofUnknown = await sequence('nobody-at-all@example.org');
    expect(ofUnknown).toEqual(ofKnown);
    expect(ofKnown.checked).toBe(5);
    expect(ofKnown.answers).toEqual([...Array.from({ length: 5 }, () => failedAnswer), ...Array.from({ length: 6 }, () => lockedAnswer)]);
  });

  it('ends the lock after its 15 minutes, counting the minutes left down on both instances', async () => {
    freezeClock();
    const email = await newAccount(t.app, 'window');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t.app, email, 'guess');
    advanceMinutes(14);
    expect(seen(await login(second, email, 'first secret')).body).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 1 } });
    advanceMinutes(1);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(200);
  });

  it('forgets failures once their window has passed without a lock', async () => {
    freezeClock();
    const email = await newAccount(t.app, 'forgotten');
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(t.app, email, 'guess')).statusCode).toBe(401);
    advanceMinutes(16);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(second, email, 'guess')).statusCode).toBe(401);
    expect(seen(await login(t.app, email, 'first secret'))).toEqual(lockedAnswer);
  });

  it('lifts the lock when the password is changed in a session opened before it', async () => {
    const email = await newAccount(t.app, 'change');
    const token = await loginToken(t.app, email, 'first secret');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t.app, email, 'guess');
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(429);
    expect((await post(t.app, 'customer/pwdchange', { _po: md5('first secret'), _pn: md5('new secret') }, token)).statusCode).toBe(200);
    expect((await login(second, email, 'new secret')).statusCode).toBe(200);
  });

  it('does not lock out the new owner of an address that was locked before it had an account', async () => {
    const email = 'newcomer@example.org';
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t.app, email, 'guess');
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(429);
    await registerAccount(second, { ...accountDetails, email });
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(200);
  });

  it('deletes the counts of addresses whose window ended, once a minute', async () => {
    freezeClock();
    await login(t.app, 'passing-by@example.org', 'guess');
    const counted = () => t.app.db.selectFrom('login_attempts').select('email_key').where('email_key', '=', 'passing-by@example.org').execute();
    expect(await counted()).toHaveLength(1);
    advanceMinutes(16);
    await login(t.app, 'someone-else@example.org', 'guess');
    expect(await counted()).toEqual([]);
  });
});
