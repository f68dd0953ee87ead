import { FIELD_MESSAGES, sessionResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetails, customerStatus, loginToken, mailsTo, md5, post, registerAccount } from '../../test-support/account-kit.js';
import { adults, futureSlot, guestDetails, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

const TAKEN_EN = 'An account with this e-mail address already exists. Please log in or reset your password.';
const register = (c: Record<string, unknown>, token?: string, lang = 'en') => post(t.app, 'customer/register', { c }, token, lang);
const validate = (c: Record<string, unknown>, lang = 'en') => post(t.app, 'customer/validate', { c }, undefined, lang);
const count = async (table: 'customers' | 'outbox' | 'sessions') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/:lang/customer/register', () => {
  it('creates a registered customer, logs them in and queues a welcome mail in their language', async () => {
    const res = await register({ ...accountDetails, email: 'Reg.One@Example.org' }, undefined, 'de');
    expect(res.statusCode).toBe(200);
    const { data } = sessionResponseSchema.parse(res.json());
    expect(data.customer).toEqual({ fname: 'Grace', lname: 'Hopper', email: 'Reg.One@Example.org', country: 'CH', isGuest: false });
    expect(await customerStatus(t.app, data.token)).toBe(200);
    const row = await t.app.db.selectFrom('customers').selectAll().where('email', '=', 'Reg.One@Example.org').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_guest: 0, email_key: 'reg.one@example.org', lang: 'de', street: 'Seeweg 1' });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const [mail] = await mailsTo(t.app, 'Reg.One@Example.org');
    expect(mail?.subject).toBe('Ihr Kundenkonto bei Testmuseum');
    // She chose the salutation Frau.
    expect(mail?.text_body).toContain('Sehr geehrte Frau Hopper');
    expect(mail?.text_body).toContain('Reg.One@Example.org');
    // The fixture museum is Swiss: its German mails write ss.
    expect(mail?.text_body).toContain('Freundliche Grüsse\nTestmuseum');
    expect(await loginToken(t.app, 'reg.one@example.org', 'first secret')).not.toBe('');
  });

  it('needs a password in md5 form whatever the field rules say', async () => {
    const missing = await register({ ...accountDetails, email: 'nopass@example.org', password: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [FIELD_MESSAGES.en.required] });
    const plain = await register({ ...accountDetails, email: 'nopass@example.org', password: 'secret', fname: '' });
    expect(plain.json().errors).toEqual({ fname: [FIELD_MESSAGES.en.required], password: [FIELD_MESSAGES.en.invalid] });
  });

  it('refuses an address that already has an account, in any case, with 422 EMAIL_TAKEN on the e-mail field', async () => {
    await registerAccount(t.app, { ...accountDetails, email: 'taken@example.org' });
    const res = await register({ ...accountDetails, email: ' TAKEN@example.org ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: [TAKEN_EN] } });
  });

  it('lets a guest address register, since guests have no account', async () => {
    await registerGuest(t.app, 'en', { ...guestDetails, email: 'was-guest@example.org' });
    expect((await register({ ...accountDetails, email: 'was-guest@example.org' })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous registrations of an address win; the other gets EMAIL_TAKEN, never 500', async () => {
    const results = await Promise.all([register({ ...accountDetails, email: 'race@example.org' }), register({ ...accountDetails, email: 'Race@example.org' })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(results.map((res) => res.json().code).filter(Boolean)).toEqual(['EMAIL_TAKEN']);
    const rows = await t.app.db.selectFrom('customers').select('id').where('email_key', '=', 'race@example.org').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/:lang/customer/validate', () => {
  it('answers valid and creates nothing', async () => {
    const before = await Promise.all([count('customers'), count('outbox'), count('sessions')]);
    const res = await validate({ ...accountDetails, email: 'check@example.org' });
    expect(res.json()).toEqual({ data: { valid: true } });
    expect(await Promise.all([count('customers'), count('outbox'), count('sessions')])).toEqual(before);
  });

  it('lists every problem at once, a taken address among them, with the translated messages', async () => {
    await registerAccount(t.app, { ...accountDetails, email: 'validate-taken@example.org' });
    const res = await validate({ ...accountDetails, email: 'validate-taken@example.org', lname: '', password: '' }, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        lname: [FIELD_MESSAGES.fr.required],
        password: [FIELD_MESSAGES.fr.required],
        email: ['Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter ou réinitialiser votre mot de passe.'],
      },
    });
    const alone = await validate({ ...accountDetails, email: 'validate-taken@example.org' });
    expect(alone.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: [TAKEN_EN] } });
  });
});

describe('registration switched off', () => {
  it('answers 403 REGISTRATION_DISABLED to register and validate', async () => {
    const catalog = fixtureCatalogWithEvents();
    catalog.shop.user_registration = false;
    const other = await createTestApp({ catalog });
    try {
      for (const call of ['customer/register', 'customer/validate']) {
        const res = await post(other.app, call, { c: accountDetails });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('REGISTRATION_DISABLED');
      }
    } finally {
      await other.close();
    }
  });
});

describe('a guest registers from the success page', () => {
  it('turns the guest into the account, keeping its orders; the guest token stops working', async () => {
    const guestToken = await registerGuest(t.app, 'en', { ...guestDetails, email: 'upgrade@example.org' });
    const slot = await futureSlot(t.app);
    await startPayment(t.app, guestToken, [adults(slot.datetime, 1)]);
    const guest = await t.app.db.selectFrom('customers').select('id').where('email', '=', 'upgrade@example.org').executeTakeFirstOrThrow();

    const res = await register({ password: md5('guest secret') }, guestToken);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = sessionResponseSchema.parse(res.json());
    expect(data.customer).toEqual({ fname: 'Ada', lname: 'Lovelace', email: 'upgrade@example.org', country: 'CH', isGuest: false });
    const rows = await t.app.db.selectFrom('customers').select(['id', 'is_guest']).where('email', '=', 'upgrade@example.org').execute();
    expect(rows).toEqual([{ id: guest.id, is_guest: 0 }]);
    const orders = await t.app.db.selectFrom('orders').select('customer_id').where('customer_id', '=', guest.id).execute();
    expect(orders).toHaveLength(1);
    expect(await customerStatus(t.app, guestToken)).toBe(401);
    expect(await customerStatus(t.app, data.token)).toBe(200);
    expect(await loginToken(t.app, 'upgrade@example.org', 'guest secret')).not.toBe('');
  });

  it('answers EMAIL_TAKEN when the guest address already has an account', async () => {
    await registerAccount(t.app, { ...accountDetails, email: 'guest-taken@example.org' });
    const guestToken = await registerGuest(t.app, 'en', { ...guestDetails, email: 'guest-taken@example.org' });
    const res = await register({ password: md5('guest secret') }, guestToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect(await customerStatus(t.app, guestToken)).toBe(200);
  });
});

describe('POST /api/:lang/customer/update', () => {
  it('saves details and a delivery address under the field rules, never the e-mail', async () => {
    const token = await registerAccount(t.app, { ...accountDetails, email: 'update@example.org' });
    const shipping = { name: 'Grace Hopper', street: 'Lagerweg 2', zip: '3000', city: 'Bern', country: 'CH' };
    const res = await post(t.app, 'customer/update', { c: { city: 'Basel', zip: '4000', phone: '+41 61 000 00 00', email: 'other@example.org', shipping } }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ email: 'update@example.org', fname: 'Grace', city: 'Basel', zip: '4000', phone: '+41 61 000 00 00', shipping });
    const same = await post(t.app, 'customer/update', { c: { shipping: false } }, token);
    expect(same.json().data.customer).toMatchObject({ city: 'Basel', shipping: null });
    const me = await t.app.inject({ method: 'GET', url: `/api/en/customer?_=${token}` });
    expect(me.json().data.customer).toMatchObject({ city: 'Basel', shipping: null });
  });

  it('answers 422 with field messages for a cleared required field or an incomplete delivery address', async () => {
    const token = await registerAccount(t.app, { ...accountDetails, email: 'update-bad@example.org' });
    const res = await post(t.app, 'customer/update', { c: { fname: '', shipping: { name: 'G', street: '', zip: '1', city: 'X', country: 'CH' } } }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ fname: [FIELD_MESSAGES.en.required], 'shipping.street': [FIELD_MESSAGES.en.required] });
  });
});
