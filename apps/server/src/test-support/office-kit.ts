import type { OfficeRole, OfficeSession } from '@foyer/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { hashSecret } from '../kernel/scrypt-hash.js';
import { randomId } from '../kernel/random-id.js';
import { OFFICE_COOKIE } from '../modules/staff/office-guard.js';
import { newTotpSecret } from '../modules/staff/totp.js';

/** Helpers for office tests: staff written straight into the database, sign-in through the API, calls with cookie and CSRF token. */
export interface TestStaff {
  id: string;
  name: string;
  email: string;
  password: string;
  totpSecret: string;
}

/** The code an authenticator with `secret` shows at `at`. */
export const totpCode = (secret: string, at: Date = new Date()): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at.getTime() });

let members = 0;
/** A set-up, enrolled member of `role` with a fresh address, password and TOTP secret. */
export const addStaff = async (app: FastifyInstance, role: OfficeRole, options: { scope?: object; canRefund?: boolean; enrolled?: boolean } = {}): Promise<TestStaff> => {
  members += 1;
  const member = { id: randomId(12), name: `${role} ${members}`, email: `${role}${members}@museum.example`, password: `password of ${role} ${members}`, totpSecret: newTotpSecret() };
  await app.db
    .insertInto('staff')
    .values({
      id: member.id,
      email: member.email,
      email_key: member.email,
      name: member.name,
      role,
      scope: JSON.stringify(options.scope ?? { events: null, tours: null }),
      can_refund: options.canRefund === true ? 1 : 0,
      language: 'en',
      password_hash: await hashSecret(member.password),
      totp_secret: options.enrolled === false ? null : member.totpSecret,
      totp_last_step: null,
      disabled: 0,
      demo: 0,
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
      version: 1,
    })
    .execute();
  return member;
};

/** The office cookie an answer set (fails when it set none). */
export const officeCookie = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((candidate) => candidate.name === OFFICE_COOKIE);
  expect(cookie, res.body).toBeDefined();
  return cookie?.value ?? '';
};

export const officeCall = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: { cookie?: string; csrf?: string; payload?: object; ip?: string; lang?: string } = {}) =>
  app.inject({
    method,
    url: `/office/api${path}`,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.cookie === undefined ? {} : { cookies: { [OFFICE_COOKIE]: options.cookie } }),
    headers: { ...(options.csrf === undefined ? {} : { 'x-csrf-token': options.csrf }), ...(options.lang === undefined ? {} : { 'accept-language': options.lang }) },
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
  });

export const passwordStep = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  officeCall(app, 'POST', '/session/password', { payload: { email, password }, ...(ip === undefined ? {} : { ip }) });

export interface SignedIn {
  cookie: string;
  csrf: string;
  session: OfficeSession;
}

/** Password and the current code: a signed-in session (one per member and 30-second step: codes do not work twice). */
export const signIn = async (app: FastifyInstance, member: TestStaff): Promise<SignedIn> => {
  const password = await passwordStep(app, member.email, member.password);
  expect(password.statusCode, password.body).toBe(200);
  const res = await officeCall(app, 'POST', '/session/totp', { cookie: officeCookie(password), payload: { code: totpCode(member.totpSecret) } });
  expect(res.statusCode, res.body).toBe(200);
  const session = (res.json() as { data: OfficeSession }).data;
  return { cookie: officeCookie(res), csrf: session.csrfToken, session };
};
