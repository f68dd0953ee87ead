import { FIELD_MESSAGES, guestResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, guestDetails, initBody, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { hashSessionToken } from '../../kernel/session-token.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

const guest = (c: Record<string, unknown>, lang = 'en') => t.app.inject({ method: 'POST', url: `/api/${lang}/auth/guest`, payload: { c } });

describe('POST /api/:lang/auth/guest', () => {
  it('registers a guest and answers a 256-bit token that is stored only as its hash', async () => {
    const res = await guest(guestDetails);
    expect(res.statusCode).toBe(200);
    const { data } = guestResponseSchema.parse(res.json());
    expect(data.customer).toEqual({ fname: 'Ada', lname: 'Lovelace', email: 'ada@example.org', country: 'CH', isGuest: true });
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const sessions = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(hashSessionToken(data.token));
    expect(sessions.map((s) => s.token_hash)).not.toContain(data.token);
  });

  it('answers 422 with translated messages for every missing required field', async () => {
    const res = await guest({ email: 'ada@example.org', fname: '' }, 'de');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Bitte korrigieren Sie die Fehler im Formular.');
    expect(body).not.toHaveProperty('error');
    expect(body.errors).toEqual({
      fname: [FIELD_MESSAGES.de.required],
      lname: [FIELD_MESSAGES.de.required],
      country: [FIELD_MESSAGES.de.required],
    });
  });

  it('rejects an invalid e-mail, an unknown salutation, a country the shop does not sell to, and over-long values', async () => {
    const res = await guest({ ...guestDetails, email: 'ada-at-example', salutation: 'dr', country: 'US', city: 'x'.repeat(101) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ city: [FIELD_MESSAGES.en.too_long] });
    const second = await guest({ ...guestDetails, email: 'ada-at-example', salutation: 'dr', country: 'US' });
    expect(second.json().errors).toEqual({
      email: [FIELD_MESSAGES.en.invalid],
      salutation: [FIELD_MESSAGES.en.invalid],
      country: [FIELD_MESSAGES.en.invalid],
    });
  });

  it('requires a complete shipping address when one is given', async () => {
    const res = await guest({ ...guestDetails, shipping: { name: 'Ada', street: '', zip: '8000', city: '', country: 'CH' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'shipping.street': [FIELD_MESSAGES.en.required], 'shipping.city': [FIELD_MESSAGES.en.required] });
    expect((await guest({ ...guestDetails, shipping: false })).statusCode).toBe(200);
  });

  it('answers 400 when the body has no customer object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/en/auth/guest', payload: { customer: {} } });
    expect(res.statusCode).toBe(400);
  });
});

describe('field visibility and guest switch', () => {
  it('ignores a country the form does not show and uses the shop default', async () => {
    const catalog = fixtureCatalogWithEvents();
    catalog.customer.visible_fields = ['email', 'fname', 'lname'];
    const other = await createTestApp({ catalog });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/en/auth/guest', payload: { c: { ...guestDetails, country: 'US', street: 'Hidden 1' } } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.customer.country).toBe('CH');
      const row = await other.app.db.selectFrom('customers').select(['country', 'street']).executeTakeFirstOrThrow();
      expect(row).toEqual({ country: 'CH', street: null });
    } finally {
      await other.close();
    }
  });

  it('answers 403 when the shop does not offer guest checkout', async () => {
    const catalog = fixtureCatalogWithEvents();
    catalog.shop.guest_registration = false;
    const other = await createTestApp({ catalog });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/en/auth/guest', payload: { c: guestDetails } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('GUEST_REGISTRATION_DISABLED');
    } finally {
      await other.close();
    }
  });
});

describe('session tokens on protected calls', () => {
  const call = async (query: string, headers: Record<string, string> = {}) => {
    const slot = await futureSlot(t.app);
    return t.app.inject({ method: 'POST', url: `/api/en/checkout/initPayment${query}`, headers, payload: initBody([adults(slot.datetime, 1)]) });
  };

  it('accepts the token as query _ and as Authorization: Bearer', async () => {
    const token = await registerGuest(t.app);
    expect((await call(`?_=${token}`)).statusCode).toBe(200);
    expect((await call('', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown token and with an expired session', async () => {
    expect((await call('')).statusCode).toBe(401);
    expect((await call('?_=not-a-token')).json().code).toBe('UNAUTHORIZED');
    const token = await registerGuest(t.app);
    await t.app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashSessionToken(token)).execute();
    expect((await call(`?_=${token}`)).statusCode).toBe(401);
  });

  it.each([
    ['checkout/initPayment', { payart: 'x' }],
    ['customer/update', { c: 'not details' }],
    ['customer/pwdchange', {}],
    ['customer/emailchange', { email: 42 }],
  ])('%s without a session answers 401 before it looks at the input', async (path, payload) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/en/${path}`, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
