import { paymentTypesResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/:lang/checkout/payments', () => {
  it('answers the payment types sorted by sequence_no with names in every shop language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/en/checkout/payments?shop=177' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const { data } = paymentTypesResponseSchema.parse(res.json());
    expect(data.map((type) => type.payartId)).toEqual([300, 164, 74]);
    expect(data[0]).toEqual({
      payartId: 300,
      i18n: { de: 'Apple Pay', en: 'Apple Pay', fr: 'Apple Pay' },
      image: '/static/payments/apple.svg',
      sequence_no: 1,
      wallet: 'APPLEPAY',
      direct_debit: false,
      pay_later: false,
    });
    expect(data[1]).toMatchObject({ i18n: { de: 'Karte oder Twint', en: 'Card or Twint', fr: 'Karte oder Twint' }, direct_debit: false });
    expect(data[2]).toMatchObject({ i18n: { de: 'Lastschrift', en: 'Lastschrift' }, image: null, wallet: null, direct_debit: true });
  });

  it('answers the same list in German', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/de/checkout/payments?shop=177' });
    const { data } = paymentTypesResponseSchema.parse(res.json());
    expect(data.map((type) => type.i18n.de)).toEqual(['Apple Pay', 'Karte oder Twint', 'Lastschrift']);
  });
});
