import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, sqliteDatabase, type Db } from './database.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

let dir: string | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

const sizeOf = (file: string): number => statSync(file).size;

/** How many descriptors of this process (any thread) are open on files in `folder`. */
const openFilesUnder = (folder: string): number =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd)).startsWith(`${folder}/`);
    } catch {
      return false;
    }
  }).length;

const until = async (holds: () => boolean, timeoutMs: number, everyMs = 50): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!holds() && Date.now() < deadline) await new Promise((done) => setTimeout(done, everyMs));
  return holds();
};

describe('checkpoints of an SQLite file', () => {
  it('copies committed pages from the write-ahead log into the database file on a thread of their own', async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-checkpoint-'));
    const file = join(dir, 'shop.sqlite');
    db = createDatabase({ kind: 'sqlite', file });
    await sql`create table rows (id integer primary key, text text not null)`.execute(db);
    const before = sizeOf(file);
    // About 200 pages: far below the connection's own checkpoint bound, so only the thread copies them.
    await db.transaction().execute(async (trx) => {
      for (let id = 1; id <= 400; id += 1) await sql`insert into rows (id, text) values (${id}, ${'x'.repeat(2000)})`.execute(trx);
    });
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(800_000);
    expect(await until(() => sizeOf(file) > before + 800_000, 5000)).toBe(true);
    expect(await sql<{ n: number }>`select count(*) as n from rows`.execute(db)).toMatchObject({ rows: [{ n: 400 }] });
  });

  it('closes its connection with the database: the last connection to close takes the log away', async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-checkpoint-'));
    const file = join(dir, 'shop.sqlite');
    const closing = createDatabase({ kind: 'sqlite', file });
    await sql`create table rows (id integer primary key)`.execute(closing);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await closing.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('has let go of the file once the database is closed, even in the middle of a checkpoint', async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-checkpoint-'));
    const file = join(dir, 'shop.sqlite');
    const database = sqliteDatabase(file, (error) => {
      throw error;
    });
    database.prepare('create table rows (id integer primary key, text text not null)').run([]);
    const insert = database.prepare('insert into rows (text) values (?)');
    const before = sizeOf(file);
    // About 60 MB of log: the thread takes a while to copy it into the database file.
    database.prepare('begin').run([]);
    for (let row = 0; row < 15_000; row += 1) insert.run(['x'.repeat(4000)]);
    database.prepare('commit').run([]);
    expect(await until(() => sizeOf(file) > before, 5000, 1)).toBe(true);
    database.close();
    expect(openFilesUnder(dir)).toBe(0);
  });

  it('tells of a thread that cannot checkpoint, and still stops', async () => {
    const errors: Error[] = [];
    const checkpointer = startWalCheckpointer(join(tmpdir(), 'foyer-no-such-folder', 'shop.sqlite'), 50, (error) => errors.push(error));
    expect(await until(() => errors.length > 0, 5000)).toBe(true);
    expect(errors[0]?.message).toMatch(/unable to open|cannot open|directory does not exist/i);
    await checkpointer.stop();
  });
});
