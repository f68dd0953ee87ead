import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';
import { helmetHeaders, inlineScriptHashes } from './security-headers.js';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts, not scripts with a source or JSON data blocks', () => {
    const html = '<script>var a=1;</script><script type="module" src="/x.js"></script><script type="application/json" id="b">{}</script>';
    // `printf "var a=1;" | openssl dgst -sha256 -binary | base64`
    expect(inlineScriptHashes(html)).toEqual(["'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='"]);
  });
});

describe('helmetHeaders', () => {
  it("reads helmet's headers for the shop's options once, without the ones the shop sets itself", () => {
    const headers = helmetHeaders();
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(Object.keys(headers)).not.toContain('content-security-policy');
    expect(Object.keys(headers)).not.toContain('x-frame-options');
  });

  it('follows the options it is given', () => {
    expect(helmetHeaders({ referrerPolicy: { policy: 'no-referrer' }, xContentTypeOptions: false })).toMatchObject({ 'referrer-policy': 'no-referrer' });
    expect(helmetHeaders({ xContentTypeOptions: false })['x-content-type-options']).toBeUndefined();
  });
});

const csp = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+(.*)/s))
      .map(([name = '', value = '']) => [name, value]),
  );

describe('security headers', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    const catalog = fixtureCatalog();
    configured = await createTestApp({
      catalog: { ...catalog, shop: { ...catalog.shop, tag_manager_id: 'GTM-ABC123', frame_ancestors: ['https://museum.example.org/shop'] } },
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it.each(['/en', '/en/tickets', '/robots.txt', '/no-such-file.js'])('%s: own files only, no framing, nosniff, a referrer policy', async (url) => {
    const res = await plain.app.inject({ method: 'GET', url });
    const policy = csp(res.headers);
    expect(policy['default-src']).toBe("'self'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/en/shopinfo?shop=177', '/api/en/no-such-call', '/api?x=1'])('%s: an API answer allows nothing and no framing, with nosniff and the same transport, referrer and resource policies', async (url) => {
    for (const app of [plain.app, configured.app]) {
      const res = await app.inject({ method: 'GET', url });
      expect(csp(res.headers)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Headers for documents only: an API answer is never a page.
      for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'x-powered-by']) {
        expect(res.headers[documentOnly], documentOnly).toBeUndefined();
      }
    }
  });

  it('gives pages their document headers too', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/en/tickets' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-xss-protection']).toBe('0');
  });

  it('allows the tag manager and the listed embedding site on pages when the shop configures them', async () => {
    const policy = csp((await configured.app.inject({ method: 'GET', url: '/en/tickets' })).headers);
    expect(policy['script-src']).toBe("'self' https://www.googletagmanager.com");
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['frame-ancestors']).toBe("'self' https://museum.example.org");
  });
});
