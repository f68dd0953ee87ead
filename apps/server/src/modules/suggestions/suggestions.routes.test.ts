import { suggestResponseSchema, type Suggestion } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureSlot } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const suggest = (items: unknown[], lang = 'en') => t.app.inject({ method: 'POST', url: `/api/${lang}/checkout/suggest`, payload: { cart: { ver: 1, items } } });
const refs = (suggestions: Suggestion[]) => suggestions.map((s) => (s.kind === 'product' ? `merchandise:${s.product.id}` : `${s.type}:${s.id}`));
const goods = (id: number) => ({ type: 'merchandise', id, count: 1 });

describe('POST checkout/suggest (DESIGN.md "Upselling")', () => {
  it('suggests by the rules for what the cart holds, at most 3, never the sold-out bag', async () => {
    const res = await suggest([goods(701)]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { suggestions } = suggestResponseSchema.parse(res.json()).data;
    // Goods rule: tour 601, event 501, bag 703 (sold out: skipped), poster 702; then "any": postcards 705.
    expect(refs(suggestions)).toEqual(['guidedTour:601', 'ticket:501', 'merchandise:702']);
  });

  it('reads a ticket line as its event, and never suggests what is already in the cart', async () => {
    const slot = await futureSlot(t.app, 0);
    const items = [{ type: 'ticket', id: 5011, count: 1, datetime: slot.datetime }, goods(701)];
    const { suggestions } = suggestResponseSchema.parse((await suggest(items)).json()).data;
    expect(refs(suggestions)).toEqual(['guidedTour:601', 'merchandise:702', 'merchandise:705']);
  });

  it('describes products as the list does and visits with a teaser and the lowest price, in the request language', async () => {
    const { suggestions } = suggestResponseSchema.parse((await suggest([goods(702)], 'de')).json()).data;
    const [tour, event] = suggestions;
    // One paying visitor: the tour (500; the children's 0 does not count) plus the cheapest paid admission (800).
    expect(tour).toMatchObject({ kind: 'visit', type: 'guidedTour', id: 601, price_from: 500 + 800 });
    expect(event).toMatchObject({ kind: 'visit', type: 'ticket', id: 501, name: 'Sammlung', price_from: 800 });
    const product = suggestions.find((s) => s.kind === 'product');
    expect(product).toMatchObject({ kind: 'product', product: { id: 705, name: 'Postkarten', stock: 50 } });
  });

  it.each([
    ['an empty cart', []],
    ['lines it cannot read', [{ type: 'voucherCode', barcode: 'X' }, { type: 'ticket', id: 'abc' }, { type: 'ticket', id: 999_999 }]],
    ['ids larger than the database holds', [{ type: 'ticket', id: 2_147_483_648 }, { type: 'dayTicket', id: Number.MAX_SAFE_INTEGER }]],
  ])('suggests nothing for %s', async (_name, items) => {
    const res = await suggest(items);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { suggestions: [] } });
  });

  it.each([
    ['no cart', {}],
    ['items that are not a list', { cart: { items: 'x' } }],
    ['too many items', { cart: { items: Array.from({ length: 101 }, () => goods(701)) } }],
  ])('refuses %s with 400', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/en/checkout/suggest', payload });
    expect(res.statusCode).toBe(400);
  });
});
