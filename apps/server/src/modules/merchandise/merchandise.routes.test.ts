import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchandiseArticleResponseSchema, merchandiseAttrResponseSchema, merchandiseSelectResponseSchema } from '@foyer/contract';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET merchandise/select', () => {
  it('lists merchandise by sequence_no, never the annual pass, texts in the request language with fallback', async () => {
    const res = await get('/api/en/merchandise/select');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { products } = merchandiseSelectResponseSchema.parse(res.json()).data;
    expect(products.map((product) => product.id)).toEqual([702, 701, 703, 705]);
    expect(products.find((product) => product.id === 705)?.name).toBe('Postkarten');
    expect(products[1]).toMatchObject({
      name: 'Exhibition catalogue',
      teaser: 'Every work in the exhibition.',
      price: 3900,
      vat_value: 2.6,
      stock: 20,
      max_quantity: 20,
      weight: 1200,
      custom_groups: [{ id: 1, slug: 'books', name: 'Books' }],
      product_kind_ref: null,
      image: { src: '/static/products/catalogue.svg', alt: 'Cover of the catalogue' },
    });
  });

  it('answers free stock and the line cap, and out of stock as 0', async () => {
    const { products } = merchandiseSelectResponseSchema.parse((await get('/api/de/merchandise/select')).json()).data;
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(byId.get(702)).toMatchObject({ stock: 3, max_quantity: 3, image: { src: 'https://cdn.example.org/poster.jpg' } });
    expect(byId.get(703)).toMatchObject({ stock: 0, max_quantity: 0, image: null });
  });

  it('lists one kind when product_kind names it (13: annual passes)', async () => {
    const { products } = merchandiseSelectResponseSchema.parse((await get('/api/en/merchandise/select?product_kind=13')).json()).data;
    expect(products.map((product) => product.id)).toEqual([704]);
  });

  it.each([
    ['/api/en/merchandise/select?product_kind=abc', 'VALIDATION_FAILED'],
    ['/api/en/merchandise/select?shop=0', 'VALIDATION_FAILED'],
    ['/api/en/merchandise/select?product_kind=1%00', 'BAD_REQUEST'],
  ])('refuses %s with 400 %s', async (url, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });
});

describe('GET merchandise?article=', () => {
  it('answers one product with its description and every image', async () => {
    const res = await get('/api/en/merchandise?article=701');
    expect(res.statusCode).toBe(200);
    const product = merchandiseArticleResponseSchema.parse(res.json()).data;
    expect(product.description).toBe('First paragraph.\n\nSecond paragraph.');
    expect(product.images).toEqual([
      { src: '/static/products/catalogue.svg', alt: 'Cover of the catalogue' },
      { src: '/static/products/catalogue-inside.svg', alt: 'A spread' },
    ]);
  });

  it.each([
    ['an unknown article', '/api/en/merchandise?article=9999'],
    ['an article of another kind of call', '/api/en/merchandise?article=501'],
  ])('answers 404 PRODUCT_NOT_FOUND for %s, in the request language', async (_name, url) => {
    const res = await get(url.replace('/en/', '/de/'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Dieser Artikel existiert nicht oder wird nicht mehr verkauft.' });
  });

  it.each(['/api/en/merchandise', '/api/en/merchandise?article=x', '/api/en/merchandise?article=-1', '/api/en/merchandise?article=99999999999'])('refuses %s with 400', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});

describe('GET merchandise/attr', () => {
  it('lists the categories that hold merchandise, by sequence', async () => {
    const res = await get('/api/en/merchandise/attr');
    expect(res.statusCode).toBe(200);
    expect(merchandiseAttrResponseSchema.parse(res.json()).data.category).toEqual([
      { id: 1, slug: 'books', name: 'Books' },
      { id: 2, slug: 'posters', name: 'Posters' },
      { id: 3, slug: 'gifts', name: 'Gifts' },
    ]);
  });

  it('with product_kind=13 lists the categories of annual passes', async () => {
    const res = await get('/api/de/merchandise/attr?product_kind=13');
    expect(merchandiseAttrResponseSchema.parse(res.json()).data.category).toEqual([{ id: 4, slug: 'passes', name: 'Museumspass' }]);
  });
});
