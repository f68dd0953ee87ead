import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import type { CatalogInput } from '../kinds.js';
import type { Config } from '../config.js';
import type { FaultHook, FaultPoint } from '../db/fault-points.js';
import { createTestApp, type TestApp, type TestAppOptions } from './create-test-app.js';

/** What the code of a dying instance sees at its fault point. */
export class SimulatedCrash extends Error {
  override readonly name = 'SimulatedCrash';
}

/** One server instance that may die at one fault point. */
export interface Instance {
  app: FastifyInstance;
  /** Every fault point its code passed, in order, the one it died at included. */
  passed: FaultPoint[];
  /** The point it died at; undefined while it lives. */
  diedAt(): FaultPoint | undefined;
  close(): Promise<void>;
}

/**
 * Server instances on one database: a lasting one (`base`, which also sets the test up) and any
 * number of others that each may die at a fault point.
 * An instance dies like a killed process: its code throws at the point, every later point throws too,
 * and from that moment it gets no database connection, so the transaction in progress rolls back and
 * nothing the instance would still try after a catch reaches the database.
 */
export interface CrashRig {
  base: TestApp;
  /** A new instance that dies the first time its code passes `point`; without one it only records the points it passes. */
  instance(point?: FaultPoint): Promise<Instance>;
  close(): Promise<void>;
}

/**
 * Starting runs the migrator, whose PostgreSQL introspection reads every table of every schema of the
 * database; a schema, table or column that another test file drops meanwhile fails it ("schema …
 * does not exist", "column … does not exist"). The crash tests start about a hundred instances, so
 * they try such a start again.
 */
const VANISHED = new Set(['3F000', '42P01', '42703']);

const startInstance = async (config: Config, faults: FaultHook, attempts = 3): Promise<FastifyInstance> => {
  try {
    const app = await createApp(config, { faults });
    await app.ready();
    return app;
  } catch (error) {
    if (attempts <= 1 || !VANISHED.has(String((error as { code?: unknown }).code))) throw error;
    return startInstance(config, faults, attempts - 1);
  }
};

export const startCrashRig = async (catalog: CatalogInput, config: TestAppOptions['config'] = {}): Promise<CrashRig> => {
  const base = await createTestApp({ catalog, config });
  return {
    base,
    instance: async (point) => {
      const passed: FaultPoint[] = [];
      let died: FaultPoint | undefined;
      const started: { app?: FastifyInstance } = {};
      const faults = (reached: FaultPoint): void => {
        passed.push(reached);
        if (died === undefined && reached !== point) return;
        died ??= reached;
        const crash = new SimulatedCrash(`died at ${died}`);
        // The transaction in progress keeps its connection and rolls back; nothing new reaches the database.
        if (started.app !== undefined) Object.assign(started.app.db.getExecutor(), { provideConnection: () => Promise.reject(crash) });
        throw crash;
      };
      const app = await startInstance(base.config, faults);
      started.app = app;
      return { app, passed, diedAt: () => died, close: () => app.close() };
    },
    close: () => base.close(),
  };
};
