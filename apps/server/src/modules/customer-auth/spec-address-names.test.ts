import { customerResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDetails, post } from '../../test-support/account-kit.js';
import { guestDetails } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { street: _street, zip: _zip, city: _city, country: _country, ...person } = guestDetails;
const addrBilling = { name: 'Ada Lovelace', street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH' };
const addrShipping = { name: 'Ada Lovelace', street: 'Bahnhofstrasse 3', zip: '3011', city: 'Bern', country: 'CH' };

const customerOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/en/customer?_=${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return customerResponseSchema.parse(res.json()).data.customer;
};
const tokenOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
};

describe('SPEC §3 wire names addrBilling and addrShipping are accepted beside the flat names', () => {
  it('a guest sent with addrBilling and addrShipping is stored with both addresses', async () => {
    const token = tokenOf(await post(t.app, 'auth/guest', { c: { ...person, addrBilling, addrShipping } }));
    expect(await customerOf(token)).toMatchObject({ street: 'Seeweg 1', zip: '8000', city: 'Zürich', country: 'CH', shipping: addrShipping });
  });

  it('a registration and a settings update understand them too', async () => {
    const { street: _s, zip: _z, city: _c, country: _n, ...account } = accountDetails;
    const token = tokenOf(await post(t.app, 'customer/register', { c: { ...account, email: 'spec-names@example.org', addrBilling } }));
    expect(await customerOf(token)).toMatchObject({ street: 'Seeweg 1', shipping: null });
    const update = await post(t.app, 'customer/update', { c: { ...person, addrBilling: { ...addrBilling, street: 'Seeweg 9' }, addrShipping } }, token);
    expect(update.statusCode, update.body).toBe(200);
    expect(await customerOf(token)).toMatchObject({ street: 'Seeweg 9', shipping: addrShipping });
  });

  it('a field sent under both names with different values is refused with 422 naming the SPEC name', async () => {
    const res = await post(t.app, 'auth/guest', { c: { ...guestDetails, addrBilling: { ...addrBilling, city: 'Basel' } } }, undefined, 'de');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { 'addrBilling.city': ['Dieser Wert ist ungültig.'] } });
  });

  it('errors name a field as it was sent: a line break in addrBilling, a missing part of addrShipping', async () => {
    const broken = await post(t.app, 'auth/guest', { c: { ...person, addrBilling: { ...addrBilling, street: 'Seeweg 1\r\nHof' }, addrShipping } });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys((broken.json() as { errors: object }).errors)).toEqual(['addrBilling.street']);
    const missing = await post(t.app, 'auth/guest', { c: { ...person, addrBilling, addrShipping: { ...addrShipping, zip: '' } } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors)).toEqual(['addrShipping.zip']);
  });
});
