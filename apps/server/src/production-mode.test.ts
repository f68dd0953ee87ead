import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from './test-support/fixture-events.js';

const run = promisify(execFile);

describe('a production server has no demo aids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      catalog: fixtureCatalogWithEvents(),
      config: {
        mode: 'production',
        publicUrl: 'https://shop.museum.example',
        smtpUrl: 'smtp://127.0.0.1:2525',
        payments: { provider: 'stripe', secretKey: 'sk_test_production', webhookSecret: 'whsec_production', apiUrl: 'http://127.0.0.1:9' },
      },
    });
  });
  afterAll(async () => t.close());

  // Unknown GET pages fall through to the web app (its not-found screen), never to a demo aid.
  it('serves no mail outbox page', async () => {
    for (const url of ['/outbox', '/outbox/1', '/outbox/1/attachments/0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('Outbox');
    }
  });

  it('serves no test payment page, so no form post can confirm a payment', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pay/any-payment-id' });
    expect(page.statusCode).not.toBe(200);
    expect(page.body).not.toContain('outcome');
    const post = await t.app.inject({ method: 'POST', url: '/pay/any-payment-id', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=confirmed' });
    expect(post.statusCode).toBe(404);
  });

  it('does not offer the test provider even when asked by the start command', async () => {
    const env = { ...process.env, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', PORT: '0', DATABASE_URL: ':memory:' };
    const server = join(import.meta.dirname, 'server.ts');
    const failure = await run(process.execPath, ['--import', 'tsx', server], { env, timeout: 30_000 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    const stderr = String((failure as { stderr: string }).stderr).trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('Cannot start: NODE_ENV=production has no demo aids and needs PAYMENT_PROVIDER=stripe, SMTP_URL');
  });
});
