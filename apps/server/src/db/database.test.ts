import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, PAGE_CACHE_KIB, type Db } from './database.js';

let dir: string | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe('an SQLite database', () => {
  it('keeps a page cache of its own size on the connection', async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-db-'));
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'shop.sqlite') });
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
    expect(rows).toEqual([{ cache_size: -PAGE_CACHE_KIB }]);
  });
});
