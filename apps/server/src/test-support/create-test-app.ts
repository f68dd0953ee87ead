import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import type { CatalogInput } from '../kinds.js';
import type { Config } from '../config.js';
import type { QueryObserver } from '../db/database.js';
import type { FaultHook } from '../db/fault-points.js';
import { fixtureCatalog } from './fixture-catalog.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAppOptions {
  /** Loaded on start into the empty database; null starts without a catalog file. */
  catalog?: CatalogInput | null;
  config?: Partial<Omit<Config, 'database'>>;
  /** Receives the server's log (set `config.logLevel` too: tests are silent by default). */
  logStream?: Writable;
  /** Runs after everything is registered and before `ready()`, e.g. to add a route that throws. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Sees every SQL statement the app runs. */
  onQuery?: QueryObserver;
  /** Called between the writes of a checkout: a crash test throws at one point. */
  faults?: FaultHook;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dialect: TestDatabase['dialect'];
  close(): Promise<void>;
}

/** The real app on a fresh database (SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set). */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const testDb = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'foyer-app-'));
  const catalogFile = join(dir, 'catalog.json');
  const catalog = options.catalog === undefined ? fixtureCatalog() : options.catalog;
  if (catalog !== null) writeFileSync(catalogFile, JSON.stringify(catalog));
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
    publicUrl: 'http://localhost:3000',
    catalogFile,
    staticDir: join(dir, 'static-missing'),
    webDist: join(dir, 'web-missing'),
    officeDist: join(dir, 'office-missing'),
    overrides: {},
    holdMinutes: 20,
    sessionHours: 24,
    jobIntervalSeconds: 0,
    logLevel: 'silent',
    accessLog: true,
    ...options.config,
    database: testDb.database,
  };
  const cleanup = async (): Promise<void> => {
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    app = await createApp(config, { logStream: options.logStream, onQuery: options.onQuery, faults: options.faults });
    options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await cleanup();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    config,
    dialect: testDb.dialect,
    close: async () => {
      await ready.close();
      await cleanup();
    },
  };
};
