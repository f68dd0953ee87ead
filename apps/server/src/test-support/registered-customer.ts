import type { FastifyInstance } from 'fastify';
import { insertCustomer, insertSession } from '../modules/customer-auth/customer-auth.repository.js';
import { hashSessionToken, newSessionToken } from '../kernel/session-token.js';

/**
 * A registered (non-guest) customer of the fixture shop with a fresh session, written through the
 * accounts' repository as a login would leave them; answers the customer id and the session token.
 */
export const registeredCustomer = async (app: FastifyInstance, email = 'grace@example.org'): Promise<{ id: number; token: string }> => {
  const now = new Date();
  const id = await insertCustomer(app.db, {
    shop_id: 177,
    is_guest: 0,
    email,
    salutation: 'ms',
    fname: 'Grace',
    lname: 'Hopper',
    company: 'Navy School',
    phone: null,
    street: 'Ringstrasse 5',
    zip: '8001',
    city: 'Zürich',
    country: 'CH',
    send_invoice: 1,
    shipping: null,
    lang: 'en',
    created_at: now.toISOString(),
    password_hash: null,
    email_key: email.toLowerCase(),
    locked_until: null,
  });
  const token = newSessionToken();
  await insertSession(app.db, hashSessionToken(token), id, now, new Date(now.getTime() + 3_600_000));
  return { id, token };
};
