import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { IMMUTABLE } from './web.js';

const INDEX = '<!doctype html><html><head><title>Foyer</title></head><body><div id="root"></div></body></html>';
const BIG_JS = `export const words = ${JSON.stringify('museum '.repeat(2000))};`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'vendor-d4e5f6.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'vendor-d4e5f6.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, 'images', 'banners'), { recursive: true });
  writeFileSync(join(dir, 'images', 'banners', 'hall.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  t = await createTestApp({ config: { webDist: dist, staticDir: join(dir, 'images') } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('SPA history fallback', () => {
  it.each(['/', '/logout', '/no/such/place'])('%s serves the plain index.html without caching', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it.each(['/en', '/en/tickets', '/de/page/imprint', '/fr/guided-tours/12'])('%s serves index.html without caching', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('does not answer a missing file with index.html', async () => {
    const res = await get('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not answer a POST to a page with index.html', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/en/tickets' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a page in a language the shop does not offer', () => {
  it.each([
    ['/it', '/de'],
    ['/it/tickets', '/de/tickets'],
    ['/es/guided-tours/12?date=20261201', '/de/guided-tours/12?date=20261201'],
  ])('%s moves to the shop\'s first language: %s', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/fr/tickets', '/xx/tickets', '/tickets'])('%s is served as asked (offered, or not a language)', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('built assets', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await get('/assets/index-a1b2c3.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('compresses on the fly with gzip when no precompressed file exists', async () => {
    const res = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('serves the precompressed brotli file when the browser accepts br', async () => {
    const res = await get('/assets/vendor-d4e5f6.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(BIG_JS))).toBe(true);
  });

  it('sends API JSON above the threshold compressed, in the encoding the browser accepts', async () => {
    const plain = await get('/api/en/shopinfo?shop=177');
    const api = await get('/api/en/shopinfo?shop=177', { 'accept-encoding': 'br' });
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(api.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a shop page with its boot data compressed', async () => {
    const plain = await get('/en');
    const page = await get('/en', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toBe(plain.body);
  });

  it('serves other root files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('/static', () => {
  it('serves catalog images with a one-day cache', async () => {
    const res = await get('/static/banners/hall.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('does not leave the static folder', async () => {
    const res = await get('/static/../dist/index.html');
    expect(res.body).not.toBe(INDEX);
  });
});

describe('robots.txt and healthz', () => {
  it('allows the shop and disallows the API, checkout and settings', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /de/checkout');
    expect(lines).toContain('Disallow: /da/settings');
  });

  it('reports ok while the database answers', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('without a built web app', () => {
  it('answers 503 with a hint to run npm run build, and the API still works', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      const api = await bare.app.inject({ method: 'GET', url: '/api/en/static?shop=177' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
