import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { guestDetails } from './checkout-kit.js';

/** Helpers for account tests: the md5 wire format of passwords, registration, login and the queued mail. */
export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export const accountDetails = { ...guestDetails, email: 'grace@example.org', fname: 'Grace', lname: 'Hopper', password: md5('first secret') };

export const post = (app: FastifyInstance, call: string, payload: object, token?: string, lang = 'en') =>
  app.inject({ method: 'POST', url: `/api/${lang}/${call}${token === undefined ? '' : `?_=${encodeURIComponent(token)}`}`, payload });

/** Registers an account that must succeed; answers its session token. */
export const registerAccount = async (app: FastifyInstance, details: Record<string, unknown> = accountDetails, lang = 'en'): Promise<string> => {
  const res = await post(app, 'customer/register', { c: details }, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
};

let accounts = 0;
/** Registers a fresh account (its own address, so lockouts and resets never leak between tests) and answers its e-mail. */
export const newAccount = async (app: FastifyInstance, prefix: string): Promise<string> => {
  accounts += 1;
  const email = `${prefix}${accounts}@example.org`;
  await registerAccount(app, { ...accountDetails, email });
  return email;
};

export const login = (app: FastifyInstance, email: string, password: string) => post(app, 'auth/login', { _u: email, _p: md5(password) });

/** Logs in, which must succeed; answers the session token. */
export const loginToken = async (app: FastifyInstance, email: string, password: string): Promise<string> => {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
};

/** `GET customer` with the token: 200 while the session lives, 401 once it ended. */
export const customerStatus = async (app: FastifyInstance, token: string): Promise<number> =>
  (await app.inject({ method: 'GET', url: `/api/en/customer?_=${encodeURIComponent(token)}` })).statusCode;

/** Mails queued for an address, oldest first. */
export const mailsTo = (app: FastifyInstance, address: string) =>
  app.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', address).orderBy('id').execute();
