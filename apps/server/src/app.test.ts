import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { shopInfoResponseSchema } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadCatalog } from './kinds.js';
import type { Config } from './config.js';
import { createTestApp } from './test-support/create-test-app.js';
import { fixtureCatalog } from './test-support/fixture-catalog.js';
import { createTestDatabase } from './test-support/test-database.js';

const run = promisify(execFile);

describe('start-up', () => {
  it('loads the catalog file into an empty database only, never over an existing catalog', async () => {
    const testDb = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'foyer-start-'));
    const catalogFile = join(dir, 'catalog.json');
    writeFileSync(catalogFile, JSON.stringify(fixtureCatalog()));
    const config: Config = {
      mode: 'demo',
      payments: { provider: 'test' },
      rateLimitPerMinute: 0,
      maxOrderPlaces: 100,
      trustProxy: false,
      requestTimeoutSeconds: 30,
      port: 0,
      host: '127.0.0.1',
      database: testDb.database,
      publicUrl: 'http://localhost:3000',
      catalogFile,
      staticDir: dir,
      webDist: dir,
      overrides: {},
      holdMinutes: 20,
      sessionHours: 24,
      jobIntervalSeconds: 0,
      logLevel: 'silent',
    accessLog: true,
    };
    try {
      const first = await buildApp(config);
      const changed = fixtureCatalog();
      changed.shop.site_name = 'Edited by catalog:load';
      await loadCatalog(first.db, changed);
      await first.close();

      const second = await buildApp(config);
      const res = await second.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=177' });
      await second.close();
      expect(res.json().data.site_name).toBe('Edited by catalog:load');
    } finally {
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts without a catalog file and answers UNKNOWN_SHOP', async () => {
    const t = await createTestApp({ catalog: null });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/en/customer/attr' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('UNKNOWN_SHOP');
    } finally {
      await t.close();
    }
  });

  it('refuses to start with an invalid catalog file', async () => {
    const broken = { ...fixtureCatalog(), shop: { ...fixtureCatalog().shop, languages: [] } };
    await expect(createTestApp({ catalog: broken })).rejects.toThrow(/languages/);
  });
});

describe('read cache', () => {
  it('shows a catalog loaded in this process at once', async () => {
    const t = await createTestApp();
    try {
      const read = async () =>
        shopInfoResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/shopinfo?shop=177' })).json()).data;
      expect((await read()).cookie_warning).toBe('We use cookies.');
      const changed = fixtureCatalog();
      changed.content.cookie_warning = { en: 'Cookies, updated.' };
      await loadCatalog(t.app.db, changed);
      expect((await read()).cookie_warning).toBe('Cookies, updated.');
    } finally {
      await t.close();
    }
  });
});

describe('health', () => {
  it('answers 503 SERVICE_UNAVAILABLE when the database is gone', async () => {
    const t = await createTestApp();
    try {
      await t.app.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });
});

describe('npm run catalog:load', () => {
  it('loads a file given relative to where the command was typed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'));
    try {
      writeFileSync(join(dir, 'museum.json'), JSON.stringify(fixtureCatalog()));
      const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`, INIT_CWD: dir };
      const cli = join(import.meta.dirname, 'catalog', 'load-cli.ts');
      const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'museum.json'], { env });
      expect(stdout).toMatch(/shop 177, 2 pages, 3 payment types/);
      await expect(run(process.execPath, ['--import', 'tsx', cli, 'missing.json'], { env })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/Cannot read catalog file/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
