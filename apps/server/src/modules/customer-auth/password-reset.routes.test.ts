import { FIELD_MESSAGES, sessionResponseSchema } from '@foyer/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerStatus, login, loginToken, mailsTo, md5, newAccount, post } from '../../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { hashSessionToken } from '../../kernel/session-token.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://shop.museum.example.org' } });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});


const requestReset = (email: string, lang = 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${lang}/customer/pwdreset`, headers, payload: { email, backlink: 'https://evil.example/steal' } });

/** The token of the newest reset mail to the address. */
const tokenFromMail = async (email: string): Promise<string> => {
  const mails = await mailsTo(t.app, email);
  const text = mails[mails.length - 1]?.text_body ?? '';
  return /\/recover\/([\w-]+)/.exec(text)?.[1] ?? '';
};

const confirm = (token: string | undefined, password: string | undefined, lang = 'en') =>
  post(t.app, 'customer/pwdconfirm', { ...(token === undefined ? {} : { token }), ...(password === undefined ? {} : { _p: password }) }, undefined, lang);

describe('POST /api/:lang/customer/pwdreset', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const before = await t.app.db.selectFrom('outbox').select('id').execute();
    const res = await requestReset('nobody@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(await t.app.db.selectFrom('outbox').select('id').execute()).toEqual(before);
  });

  it("mails a single-use link built from PUBLIC_URL in the request's language, whatever Host and backlink say", async () => {
    const email = await newAccount(t.app, 'reset');
    const res = await requestReset(email.toUpperCase(), 'fr', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.json()).toEqual({ data: { sent: true } });
    const [, mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe pour Testmuseum');
    expect(mail?.text_body).toMatch(/\nhttps:\/\/shop\.museum\.example\.org\/fr\/recover\/[\w-]{43}\n/);
    expect(mail?.text_body).toContain('valable 60 minutes');
    expect(mail?.text_body).not.toContain('evil');
    const token = await tokenFromMail(email);
    const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashSessionToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 422 on the e-mail field for an address that is not one', async () => {
    const res = await requestReset('not-an-address', 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [FIELD_MESSAGES.de.invalid] });
  });

  it('sends at most three mails per account and hour, still answering sent', async () => {
    const email = await newAccount(t.app, 'reset');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await requestReset(email)).json()).toEqual({ data: { sent: true } });
    expect((await mailsTo(t.app, email)).filter((mail) => mail.subject.startsWith('Reset'))).toHaveLength(3);
  });

  it('ends the older link when a new one is requested', async () => {
    const email = await newAccount(t.app, 'reset');
    await requestReset(email);
    const older = await tokenFromMail(email);
    await requestReset(email);
    const newer = await tokenFromMail(email);
    expect((await confirm(older, md5('new secret'))).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await confirm(newer, md5('new secret'))).statusCode).toBe(200);
  });
});

describe('POST /api/:lang/customer/pwdconfirm', () => {
  it('sets the password, ends every session, lifts a lockout, tells the customer, and logs them in', async () => {
    const email = await newAccount(t.app, 'reset');
    const before = await loginToken(t.app, email, 'first secret');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(t.app, email, 'guess');
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(429);
    await requestReset(email);
    const res = await confirm(await tokenFromMail(email), md5('new secret'));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = sessionResponseSchema.parse(res.json());
    expect(data.customer).toMatchObject({ email, isGuest: false });
    expect(await customerStatus(t.app, data.token)).toBe(200);
    expect(await customerStatus(t.app, before)).toBe(401);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(401);
    expect((await login(t.app, email, 'new secret')).statusCode).toBe(200);
    const mails = await mailsTo(t.app, email);
    expect(mails[mails.length - 1]?.subject).toBe('Your password for Testmuseum has been changed');
  });

  it('works once: the same link again answers RESET_TOKEN_INVALID', async () => {
    const email = await newAccount(t.app, 'reset');
    await requestReset(email);
    const token = await tokenFromMail(email);
    expect((await confirm(token, md5('new secret'))).statusCode).toBe(200);
    const again = await confirm(token, md5('newer secret'), 'de');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: 'Dieser Link zum Zurücksetzen Ihres Passworts ist nicht mehr gültig. Bitte fordern Sie einen neuen an.' });
    expect((await confirm('unknown-token', md5('x'))).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('lets exactly one of two simultaneous confirms of a link win', async () => {
    const email = await newAccount(t.app, 'reset');
    await requestReset(email);
    const token = await tokenFromMail(email);
    const results = await Promise.all([confirm(token, md5('one')), confirm(token, md5('two'))]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('expires after 60 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = await newAccount(t.app, 'reset');
    await requestReset(email);
    const token = await tokenFromMail(email);
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await confirm(token, md5('late'))).json().code).toBe('RESET_TOKEN_INVALID');
    await requestReset(email);
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await confirm(await tokenFromMail(email), md5('in time'))).statusCode).toBe(200);
  });

  it('answers 400 FIELDS_REQUIRED when the token or the password is missing or empty', async () => {
    for (const [token, password] of [[undefined, undefined], ['', md5('x')], ['some-token', undefined], ['some-token', '']] as const) {
      const res = await confirm(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FIELDS_REQUIRED', message: 'Please fill in all fields.' });
    }
  });

  it('refuses a password that is not an md5 hex with a field error', async () => {
    const res = await confirm('some-token', 'plain text');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ _p: [FIELD_MESSAGES.en.invalid] });
  });
});
