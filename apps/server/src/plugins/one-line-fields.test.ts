import { apiErrorSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetails, newAccount, loginToken, post } from '../test-support/account-kit.js';
import { guestDetails, initBody, initPayment, registerGuest } from '../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../test-support/fixture-merchandise.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

/** Every way a line can be broken or a control character slipped into a name. */
const BREAKS: [string, string][] = [
  ['CR LF with a header after it', 'Eve\r\nBcc: mallory@example.org'],
  ['a line feed', 'Eve\nAdams'],
  ['a carriage return', 'Eve\rAdams'],
  ['a vertical tab', 'Eve\u000BAdams'],
  ['a form feed', 'Eve\u000CAdams'],
  ['a tab', 'Eve\tAdams'],
  ['a NUL byte', 'Eve\u0000Adams'],
  ['a line separator', 'Eve\u2028Adams'],
  ['a paragraph separator', 'Eve\u2029Adams'],
  ['a next-line character', 'Eve\u0085Adams'],
];

const expectFieldRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(422);
  const body = apiErrorSchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
};

describe('one-line fields refuse line breaks and control characters with 422 naming the field', () => {
  it.each(BREAKS)('a guest first name with %s', async (_what, fname) => {
    const res = await post(t.app, 'auth/guest', { c: { ...guestDetails, fname } });
    expectFieldRefused(res, 'fname');
  });

  it.each([
    ['customer/register', 'lname'],
    ['customer/register', 'company'],
    ['customer/register', 'street'],
    ['customer/validate', 'city'],
    ['customer/validate', 'zip'],
  ])('%s refuses a line break in %s', async (call, field) => {
    const res = await post(t.app, call, { c: { ...accountDetails, email: `lines-${field}@example.org`, [field]: 'one\ntwo' } });
    expectFieldRefused(res, field);
  });

  it('a separate shipping address refuses a line break in its street', async () => {
    const shipping = { name: 'Eve Adams', street: 'Gasse 1\u2028Hinterhaus', zip: '8000', city: 'Zürich', country: 'CH' };
    expectFieldRefused(await post(t.app, 'auth/guest', { c: { ...guestDetails, shipping } }), 'shipping.street');
  });

  it('customer/update refuses a line break and keeps the stored name', async () => {
    const email = await newAccount(t.app, 'lines');
    const token = await loginToken(t.app, email, 'first secret');
    expectFieldRefused(await post(t.app, 'customer/update', { c: { ...guestDetails, fname: 'Grace\r\nHopper' } }, token), 'fname');
    const stored = await t.app.db.selectFrom('customers').select('fname').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.fname).toBe('Grace');
  });

  it('the login address and a new e-mail address refuse a line break in the request language', async () => {
    const login = await post(t.app, 'auth/login', { _u: 'eve@example.org\nBcc: x@example.org', _p: '0'.repeat(32) }, undefined, 'fr');
    expectFieldRefused(login, '_u');
    expect(apiErrorSchema.parse(login.json()).errors?._u).toEqual(['Veuillez saisir cette valeur sur une seule ligne, sans saut de ligne ni caractère de contrôle.']);
    const email = await newAccount(t.app, 'lines');
    const token = await loginToken(t.app, email, 'first secret');
    expectFieldRefused(await post(t.app, 'customer/emailchange', { _po: '0'.repeat(32), email: 'new@example.org\r\nBcc: x@example.org' }, token), 'email');
  });

  it('a pass owner name and address and a voucher recipient at checkout, named by their place in the cart', async () => {
    const token = await registerGuest(t.app);
    const owner = { name: 'Anna\nMuster', send_to_custom_addr: false };
    expectFieldRefused(await initPayment(t.app, token, initBody([{ type: 'annualPass', id: 704, count: 1, owners: [owner] }])), 'cart.items.0.owners.0.name');
    const addressed = { name: 'Luca', address: { street: 'Weg 3\u000B', zip: '3011', city: 'Bern', country: 'CH' }, send_to_custom_addr: true };
    expectFieldRefused(await initPayment(t.app, token, initBody([{ type: 'annualPass', id: 704, count: 1, owners: [addressed] }])), 'cart.items.0.owners.0.address.street');
    expectFieldRefused(await initPayment(t.app, token, initBody([{ type: 'voucher', id: 801, count: 1, recipient: 'Giulia\r\nRossi' }])), 'cart.items.0.recipient');
    expectFieldRefused(await initPayment(t.app, token, initBody([{ type: 'voucher', id: 801, count: 1 }], { payart: 74, aux: { Accountholder: 'Ada\nLovelace', IBAN: 'CH9300762011623852957' } })), 'aux.Accountholder');
    const held = await t.app.db.selectFrom('orders').select('id').execute();
    expect(held).toEqual([]);
  });

  it('a voucher message keeps its line breaks', async () => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([{ type: 'voucher', id: 801, count: 1, recipient: 'Giulia', message: 'Alles Gute!\r\n\nDeine Anna' }]));
    expect(res.statusCode, res.body).toBe(200);
    const line = await t.app.db.selectFrom('order_lines').select('details').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line.details).toContain('Alles Gute!\\r\\n\\nDeine Anna');
  });
});
