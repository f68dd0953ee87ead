import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { shopInfoResponseSchema } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { importCatalog } from './kinds.js';
import type { Config } from './config.js';
import { createTestApp } from './test-support/create-test-app.js';
import { fixtureCatalog } from './test-support/fixture-catalog.js';
import { createTestDatabase } from './test-support/test-database.js';

const run = promisify(execFile);

describe('start-up', () => {
  it('imports the catalog file into an empty database only, never over an existing catalog', async () => {
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
      office: { idleTimeoutMinutes: 30, signInAttemptsPerAddress: 30, demoStaff: false }, wallet: {},
      port: 0,
      host: '127.0.0.1',
      database: testDb.database,
      publicUrl: 'http://localhost:3000',
      catalogFile,
      staticDir: dir,
      webDist: dir,
      officeDist: dir,
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
      changed.shop.site_name = 'Edited by catalog:import';
      await importCatalog(first.db, changed);
      await first.close();

      const second = await buildApp(config);
      const res = await second.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=177' });
      await second.close();
      expect(res.json().data.site_name).toBe('Edited by catalog:import');
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
  it('shows a catalog imported in this process at once', async () => {
    const t = await createTestApp();
    try {
      const read = async () =>
        shopInfoResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/en/shopinfo?shop=177' })).json()).data;
      expect((await read()).cookie_warning).toBe('We use cookies.');
      const changed = fixtureCatalog();
      changed.content.cookie_warning = { en: 'Cookies, updated.' };
      await importCatalog(t.app.db, changed);
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

describe('npm run catalog:import and catalog:export', () => {
  it('take files relative to where the command was typed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'));
    try {
      writeFileSync(join(dir, 'museum.json'), JSON.stringify(fixtureCatalog()));
      const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`, INIT_CWD: dir };
      const cli = join(import.meta.dirname, 'catalog', 'catalog-cli.ts');
      const imported = await run(process.execPath, ['--import', 'tsx', cli, 'import', 'museum.json'], { env });
      expect(imported.stdout).toMatch(/^Shop 177 from .*museum\.json:\n[\s\S]*pages: 2 added[\s\S]*Imported in one transaction\.\n$/);
      const exported = await run(process.execPath, ['--import', 'tsx', cli, 'export', 'export.json'], { env });
      expect(exported.stdout).toMatch(/^Exported shop 177 to .*export\.json \(pages: 2, payment types: 3\)\.\n$/);
      expect(JSON.parse(readFileSync(join(dir, 'export.json'), 'utf8')).shop.id).toBe(177);
      await expect(run(process.execPath, ['--import', 'tsx', cli, 'import', 'missing.json'], { env })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/Cannot read catalog file/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
