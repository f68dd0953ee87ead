import { shippingCostsResponseSchema, shippingRatesResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDetails, registerGuest } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const costs = (payload: unknown, query = '', lang = 'en') => t.app.inject({ method: 'POST', url: `/api/${lang}/shipping/costs${query}`, payload: payload as object });
const book = (count: number) => ({ type: 'merchandise', id: 701, count });
const ticket = { type: 'ticket', id: 5011, count: 2, datetime: '2030-01-01T10:00:00+01:00' };

describe('POST shipping/costs (SPEC §7)', () => {
  it.each([
    { name: 'one book (1200 g) within Switzerland: the 2 kg band', cart: [book(1)], country: 'CH', cost: 1200 },
    { name: 'lower-case country keys are read as ISO codes', cart: [book(1)], country: 'li', cost: 1200 },
    { name: 'a poster (300 g) to Germany: its own zone, not Europe', cart: [{ type: 'merchandise', id: 702, count: 1 }], country: 'DE', cost: 1500 },
    { name: 'two books (2400 g) to France: the Europe zone, 10 kg band', cart: [book(2)], country: 'FR', cost: 3500 },
    { name: 'tickets weigh nothing', cart: [ticket, book(1)], country: 'CH', cost: 1200 },
    { name: 'no goods ship for free, wherever', cart: [ticket], country: 'US', cost: 0 },
    { name: 'unknown products weigh nothing', cart: [{ type: 'merchandise', id: 9999, count: 3 }], country: 'CH', cost: 0 },
  ])('$name', async ({ cart, country, cost }) => {
    const res = await costs({ cart, country });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(shippingCostsResponseSchema.parse(res.json()).data).toEqual({ cost, country: country.toUpperCase() });
  });

  it('answers NO_SHIPPING_COSTS with the support address for a country without a zone', async () => {
    const res = await costs({ cart: [book(1)], country: 'US' }, '', 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'NO_SHIPPING_COSTS',
      params: { email: 'help@museum.example.org' },
      message: 'Nous n’avons pas de tarif d’envoi pour ce pays. Veuillez nous contacter à l’adresse help@museum.example.org.',
    });
  });

  it('answers NO_SHIPPING_COSTS for a parcel heavier than the last band', async () => {
    expect((await costs({ cart: [book(5)], country: 'CH' })).json()).toMatchObject({ code: 'NO_SHIPPING_COSTS' });
  });

  it("prices a signed-in visitor's delivery address on file when the body names no country", async () => {
    const token = await registerGuest(t.app, 'en', { ...guestDetails, country: 'CH', shipping: { name: 'B', street: 'S 1', zip: '10115', city: 'Berlin', country: 'DE' } });
    const res = await costs({ cart: [book(1)] }, `?_=${token}`);
    expect(res.json()).toEqual({ data: { cost: 2800, country: 'DE' } });
  });

  it('a country in the body wins over the one on file', async () => {
    const token = await registerGuest(t.app, 'en', { ...guestDetails, country: 'CH' });
    expect((await costs({ cart: [book(1)], country: 'AT' }, `?_=${token}`)).json()).toEqual({ data: { cost: 2200, country: 'AT' } });
  });

  it('an expired or unknown token without a country is a missing country, not a 500', async () => {
    const res = await costs({ cart: [book(1)] }, '?_=not-a-session');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { country: [expect.any(String)] } });
  });

  it.each([
    ['no cart', { country: 'CH' }, 'VALIDATION_FAILED'],
    ['a cart that is not a list', { cart: 'x', country: 'CH' }, 'VALIDATION_FAILED'],
    ['a country that is not two letters', { cart: [book(1)], country: 'Schweiz' }, 'VALIDATION_FAILED'],
    ['a negative count', { cart: [{ type: 'merchandise', id: 701, count: -1 }], country: 'CH' }, 'VALIDATION_FAILED'],
    ['an id larger than the database holds', { cart: [{ type: 'merchandise', id: 2_147_483_648, count: 1 }], country: 'CH' }, 'VALIDATION_FAILED'],
    ['too many lines', { cart: Array.from({ length: 101 }, () => book(1)), country: 'CH' }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 %s', async (_name, payload, code) => {
    const res = await costs(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });

  it('refuses a NUL character in the country with 422 naming the field', async () => {
    const res = await costs({ cart: [book(1)], country: 'C\u0000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { country: [expect.any(String)] } });
  });
});

describe('GET shipping/rates', () => {
  it('answers every zone with its countries named in the request language and its bands by weight', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/de/shipping/rates' });
    expect(res.statusCode).toBe(200);
    const { zones } = shippingRatesResponseSchema.parse(res.json()).data;
    expect(zones.map((zone) => zone.name)).toEqual(['Schweiz und Liechtenstein', 'Deutschland', 'Europa']);
    expect(zones[0]?.countries).toEqual([
      { key: 'LI', name: 'Liechtenstein' },
      { key: 'CH', name: 'Schweiz' },
    ]);
    expect(zones[1]?.bands).toEqual([
      { max_weight: 1000, price: 1500 },
      { max_weight: 5000, price: 2800 },
    ]);
  });

  it('answers no zones for a shop that ships nothing', async () => {
    const own = await createTestApp();
    try {
      expect((await own.app.inject({ method: 'GET', url: '/api/en/shipping/rates' })).json()).toEqual({ data: { zones: [] } });
    } finally {
      await own.close();
    }
  });
});
