import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addStaff, officeCall, officeCookie, passwordStep, totpCode } from '../../test-support/office-kit.js';

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

const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });
const locked = (minutes: number) => ({
  status: 429,
  body: { code: 'OFFICE_LOCKED', message: `Too many failed attempts. For your security, logging in is blocked for ${minutes} minutes.`, params: { minutes } },
});
const failed = { status: 401, body: { code: 'OFFICE_CREDENTIALS_INVALID', message: 'Wrong e-mail address or password.' } };

/** Password steps at once, alternating between the two instances, each from its own address; the answers and the scrypt runs they cost. */
const burst = async (email: string, passwords: string[]) => {
  const before = scrypt.runs;
  const answers = await Promise.all(passwords.map((password, i) => passwordStep(i % 2 === 0 ? t.app : second, email, password, `10.0.${i}.1`)));
  return { answers: answers.map(seen), checked: scrypt.runs - before };
};

describe('the office lockout, shared by every instance', () => {
  it('checks at most five of 40 simultaneous guesses at one account and answers the rest 429, the right password too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const member = await addStaff(t.app, 'owner');
    const { answers, checked } = await burst(
      member.email,
      Array.from({ length: 40 }, (_, i) => `guess ${i}`),
    );
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.status === 401)).toEqual(Array.from({ length: 5 }, () => failed));
    expect(answers.filter((answer) => answer.status !== 401)).toEqual(Array.from({ length: 35 }, () => locked(15)));
    const right = await burst(member.email, [member.password]);
    expect(right).toEqual({ answers: [locked(15)], checked: 0 });

    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await passwordStep(t.app, member.email, member.password)).statusCode).toBe(200);
  });

  it('locks an unknown address exactly like a known one, at the same cost', async () => {
    const { answers, checked } = await burst(
      'nobody@museum.example',
      Array.from({ length: 8 }, (_, i) => `guess ${i}`),
    );
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });

  it('locks a client that tries many accounts: 30 attempts from one address, then 429 for any account', async () => {
    const ip = '192.0.2.77';
    const guesses = Array.from({ length: 30 }, (_, i) => passwordStep(i % 2 === 0 ? t.app : second, `someone${i}@museum.example`, 'guess', ip));
    expect((await Promise.all(guesses)).map((res) => res.statusCode)).toEqual(Array.from({ length: 30 }, () => 401));
    const member = await addStaff(t.app, 'editor');
    expect(seen(await passwordStep(t.app, member.email, member.password, ip))).toEqual(locked(15));
    expect((await passwordStep(t.app, member.email, member.password, '192.0.2.78')).statusCode).toBe(200);
  });

  it('gives a client address as many attempts as OFFICE_SIGN_IN_ATTEMPTS_PER_ADDRESS allows', async () => {
    const office = await buildApp({ ...t.config, office: { ...t.config.office, signInAttemptsPerAddress: 40 } });
    try {
      const ip = '192.0.2.90';
      const guesses = Array.from({ length: 40 }, (_, i) => passwordStep(office, `another${i}@museum.example`, 'guess', ip));
      expect((await Promise.all(guesses)).map((res) => res.statusCode)).toEqual(Array.from({ length: 40 }, () => 401));
      expect(seen(await passwordStep(office, 'one-more@museum.example', 'guess', ip))).toEqual(locked(15));
    } finally {
      await office.close();
    }
  });

  it('counts codes with passwords: a known password buys no more guesses at the code, and a complete sign-in starts the count again', async () => {
    const member = await addStaff(t.app, 'editor');
    const code = totpCode(member.totpSecret);
    const wrong = String((Number(code) + 3) % 1_000_000).padStart(6, '0');
    for (let round = 0; round < 2; round += 1) {
      const half = officeCookie(await passwordStep(t.app, member.email, member.password));
      expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: wrong } })).statusCode).toBe(401);
    }
    const half = officeCookie(await passwordStep(t.app, member.email, member.password));
    // Five attempts so far (three passwords, two codes): the right code is the sixth.
    expect(seen(await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code } }))).toEqual(locked(15));
  });

  it('a complete sign-in ends the account count', async () => {
    const member = await addStaff(t.app, 'door');
    for (let i = 0; i < 3; i += 1) expect((await passwordStep(t.app, member.email, 'wrong')).statusCode).toBe(401);
    const half = officeCookie(await passwordStep(t.app, member.email, member.password));
    expect((await officeCall(t.app, 'POST', '/session/totp', { cookie: half, payload: { code: totpCode(member.totpSecret) } })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await passwordStep(t.app, member.email, 'wrong')).statusCode).toBe(401);
  });
});
