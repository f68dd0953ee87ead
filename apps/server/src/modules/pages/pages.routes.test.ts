import { apiErrorSchema, staticPageResponseSchema } from '@foyer/contract';
import fr from '@foyer/contract/error-messages/fr.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/:lang/page/:id', () => {
  it('answers the page in the request language', async () => {
    const de = staticPageResponseSchema.parse((await get('/api/de/page/imprint')).json()).data;
    expect(de).toEqual({
      id: 'imprint',
      title: 'Impressum',
      blocks: [{ type: 'heading', text: 'Herausgeber' }, { type: 'paragraph', text: 'Testmuseum, Zürich' }],
      updated_at: '2025-01-15',
    });
    const en = staticPageResponseSchema.parse((await get('/api/en/page/imprint')).json()).data;
    expect(en.title).toBe('Imprint');
    expect(en.blocks[0]).toEqual({ type: 'heading', text: 'Publisher' });
  });

  it('falls back to the shop default language for title and blocks', async () => {
    const res = await get('/api/en/page/terms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    expect(staticPageResponseSchema.parse(res.json()).data).toMatchObject({
      title: 'AGB',
      blocks: [{ type: 'list', items: ['Eins', 'Zwei'] }],
    });
  });

  it.each([
    ['a known page id the catalog does not contain', '/api/fr/page/shipping'],
    ['an id that is no static page', '/api/fr/page/secret'],
  ])('answers 404 PAGE_NOT_FOUND in the request language for %s', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('PAGE_NOT_FOUND');
    expect(body.message).toBe(fr.PAGE_NOT_FOUND);
  });
});
