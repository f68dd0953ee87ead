import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';

export interface TestDatabase {
  database: DatabaseConfig;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/** TEST_DATABASE_URL picks PostgreSQL for the whole server suite; otherwise SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * A fresh, empty database: a temp SQLite file, or a new PostgreSQL schema (the pool's search_path
 * points at it), so test files never see each other's rows. `drop` removes it.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (TEST_DATABASE_URL) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      database: { kind: 'postgres', url: TEST_DATABASE_URL, schema },
      dialect: 'postgres',
      drop: async () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'foyer-test-'));
  return {
    database: { kind: 'sqlite', file: join(dir, 'foyer.sqlite') },
    dialect: 'sqlite',
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};
