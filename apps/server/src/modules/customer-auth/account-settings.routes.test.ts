import { FIELD_MESSAGES } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetails, customerStatus, login, loginToken, mailsTo, md5, post, registerAccount } from '../../test-support/account-kit.js';
import { registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let seq = 0;
/** A fresh account with two sessions: `token` makes the calls, `other` is the customer's other device. */
const newAccount = async () => {
  seq += 1;
  const email = `settings${seq}@example.org`;
  const token = await registerAccount(t.app, { ...accountDetails, email });
  const other = await loginToken(t.app, email, 'first secret');
  return { email, token, other };
};

describe('POST /api/:lang/customer/pwdchange', () => {
  it('refuses a wrong current password with 422 PASSWORD_WRONG on _po and changes nothing', async () => {
    const { email, token, other } = await newAccount();
    const res = await post(t.app, 'customer/pwdchange', { _po: md5('guess'), _pn: md5('new secret') }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_WRONG', errors: { _po: ['The current password is not correct.'] } });
    expect(await customerStatus(t.app, other)).toBe(200);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(200);
  });

  it('sets the new password, ends the other sessions but not this one, and mails the customer', async () => {
    const { email, token, other } = await newAccount();
    const res = await post(t.app, 'customer/pwdchange', { _po: md5('first secret'), _pn: md5('new secret') }, token, 'de');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { changed: true } });
    expect(await customerStatus(t.app, token)).toBe(200);
    expect(await customerStatus(t.app, other)).toBe(401);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(401);
    expect((await login(t.app, email, 'new secret')).statusCode).toBe(200);
    const mails = await mailsTo(t.app, email);
    expect(mails[mails.length - 1]?.subject).toBe('Ihr Passwort für Testmuseum wurde geändert');
    expect(mails[mails.length - 1]?.text_body).toContain('help@museum.example.org');
  });

  it('refuses a new password that is not an md5 hex', async () => {
    const { token } = await newAccount();
    const res = await post(t.app, 'customer/pwdchange', { _po: md5('first secret'), _pn: 'short' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ _pn: [FIELD_MESSAGES.en.invalid] });
  });
});

describe('POST /api/:lang/customer/emailchange', () => {
  it('refuses a wrong password, an invalid address and a taken one', async () => {
    const { token } = await newAccount();
    const { email: takenEmail } = await newAccount();
    const wrong = await post(t.app, 'customer/emailchange', { _po: md5('guess'), email: 'fresh@example.org' }, token);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_WRONG', errors: { _po: ['The current password is not correct.'] } });
    const invalid = await post(t.app, 'customer/emailchange', { _po: md5('first secret'), email: 'fresh-at-example' }, token);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: [FIELD_MESSAGES.en.invalid] });
    const taken = await post(t.app, 'customer/emailchange', { _po: md5('first secret'), email: takenEmail.toUpperCase() }, token);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('changes the address, ends the other sessions and tells the old address where the account went', async () => {
    const { email, token, other } = await newAccount();
    const res = await post(t.app, 'customer/emailchange', { _po: md5('first secret'), email: 'Moved.Here@example.org' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ email: 'Moved.Here@example.org', isGuest: false });
    expect(await customerStatus(t.app, token)).toBe(200);
    expect(await customerStatus(t.app, other)).toBe(401);
    const mails = await mailsTo(t.app, email);
    expect(mails[mails.length - 1]?.subject).toBe('Your e-mail address for Testmuseum has been changed');
    expect(mails[mails.length - 1]?.text_body).toContain('changed to M***@example.org');
    expect(await mailsTo(t.app, 'Moved.Here@example.org')).toEqual([]);
    expect((await login(t.app, email, 'first secret')).statusCode).toBe(401);
    expect((await login(t.app, 'moved.here@example.org', 'first secret')).statusCode).toBe(200);
  });
});

describe('calls of registered customers', () => {
  it.each([
    ['customer/update', { c: { city: 'Bern' } }],
    ['customer/pwdchange', { _po: md5('x'), _pn: md5('y') }],
    ['customer/emailchange', { _po: md5('x'), email: 'guest@example.org' }],
  ])('%s answers 403 FORBIDDEN to a guest and 401 without a session', async (call, body) => {
    const guest = await registerGuest(t.app);
    const res = await post(t.app, call, body, guest);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await post(t.app, call, body)).statusCode).toBe(401);
  });
});
