import { customerAttrResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const attr = async (lang: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${lang}/customer/attr` });
  expect(res.statusCode).toBe(200);
  return customerAttrResponseSchema.parse(res.json()).data;
};

describe('GET /api/:lang/customer/attr', () => {
  it('names the countries in German, ordered by name, with salutations and field rules', async () => {
    const data = await attr('de');
    expect(Object.entries(data.countries)).toEqual([
      ['DE', 'Deutschland'],
      ['FR', 'Frankreich'],
      ['AT', 'Österreich'],
      ['CH', 'Schweiz'],
    ]);
    expect(data.salutations).toEqual([
      { key: 'mr', name: 'Herr' },
      { key: 'ms', name: 'Frau' },
    ]);
    expect(data.required_fields).toEqual(['email', 'fname', 'lname', 'country']);
    expect(data.visible_fields).toContain('phone');
  });

  it('names countries and salutations in French', async () => {
    const data = await attr('fr');
    expect(data.countries).toEqual({ DE: 'Allemagne', AT: 'Autriche', FR: 'France', CH: 'Suisse' });
    expect(data.salutations.map((s) => s.name)).toEqual(['Monsieur', 'Madame']);
  });
});
