import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { OFFICE_CSP, OFFICE_DOOR_CSP } from './office-headers.js';
import { IMMUTABLE } from './web.js';

const SHOP_INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-shop1.js"></script></head><body><div id="root"></div></body></html>';
const OFFICE_INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/office/assets/index-office1.js"></script><link rel="stylesheet" href="/office/assets/index-office1.css"></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-office-'));
  const web = join(dir, 'web');
  const office = join(dir, 'office');
  mkdirSync(join(web, 'assets'), { recursive: true });
  mkdirSync(join(office, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), SHOP_INDEX);
  writeFileSync(join(web, 'assets', 'index-shop1.js'), 'export {};');
  writeFileSync(join(office, 'index.html'), OFFICE_INDEX);
  writeFileSync(join(office, 'assets', 'index-office1.js'), 'export const office = true;');
  writeFileSync(join(office, 'assets', 'index-office1.css'), 'body{margin:0}');
  mkdirSync(join(office, 'door'));
  writeFileSync(join(office, 'door', 'sw.js'), "self.addEventListener('fetch', () => undefined);");
  writeFileSync(join(office, 'door', 'manifest.webmanifest'), '{"scope":"/office/door/"}');
  t = await createTestApp({ config: { webDist: web, officeDist: office } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the back office under /office', () => {
  it.each(['/office', '/office/', '/office/sign-in?next=%2Fstaff', '/office/staff/12', '/office/set-up/abc123'])(
    '%s serves the office app with its own strict policy, never stored, never framed',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(OFFICE_INDEX);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(OFFICE_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('allows no inline script or style and no other origin', () => {
    const directives = Object.fromEntries(OFFICE_CSP.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    expect(directives['script-src']).toBe("'self'");
    expect(directives['style-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(OFFICE_CSP).not.toMatch(/unsafe-|https?:|sha256-/);
  });

  it('serves its hashed files for a year under the same policy', async () => {
    const res = await get('/office/assets/index-office1.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const office = true;');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-security-policy']).toBe(OFFICE_CSP);
  });

  it.each(['/office/assets/missing-123.js', '/office/favicon.ico'])('answers a missing file %s with 404, not the app', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves /office/api/ to the office API: an unknown call is a 404 answer with the API headers, not the app', async () => {
    const res = await get('/office/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe("the shop's pages", () => {
  it.each(['/', '/en/tickets'])('%s keeps the shop policy and references no office file', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('/office');
    expect(res.headers['content-security-policy']).not.toBe(OFFICE_CSP);
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('an office that is not built', () => {
  it('says how to build it, without storing the answer', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/office/staff' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });

  it.each(['/office/door/', '/office/door/pair', '/office/door/counts'])('%s serves the door scanner with the camera and WebAssembly allowed there alone', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(OFFICE_INDEX);
    expect(res.headers['content-security-policy']).toBe(OFFICE_DOOR_CSP);
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
  });

  it('keeps the camera and WebAssembly closed on the rest of the office', async () => {
    const res = await get('/office/staff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
    const directives = Object.fromEntries(OFFICE_DOOR_CSP.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    expect(directives['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives['worker-src']).toBe("'self'");
    expect(OFFICE_DOOR_CSP).not.toMatch(/'unsafe-inline'|'unsafe-eval'|https?:/);
  });

  it('serves the scanner\'s service worker at its scope and its manifest, checked on every load', async () => {
    const worker = await get('/office/door/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('fetch');
    const manifest = await get('/office/door/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ scope: '/office/door/' });
  });
});
