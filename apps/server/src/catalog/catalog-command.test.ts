import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { runCatalogCommand } from './catalog-command.js';

const database = useMigratedDatabase();
const db = (): Db => database.db;
const dir = mkdtempSync(join(tmpdir(), 'foyer-catalog-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a command in `dir` and answers its exit code with what it printed to standard output and error. */
const run = async (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCatalogCommand(args, { db: db(), cwd: dir, timeZone: 'Europe/Zurich', io: { print: (line) => out.push(line), fail: (line) => err.push(line) } });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const shops = async () => (await db().selectFrom('shops').select('id').execute()).length;

describe('npm run catalog:import and catalog:export', () => {
  it('exports nothing from an empty database', async () => {
    expect(await run('export', 'empty.json')).toEqual({ code: 1, out: '', err: 'The database has no shop to export.' });
  });

  it('prints what an import would change and writes nothing in a dry run, then imports', async () => {
    writeFileSync(join(dir, 'museum.json'), JSON.stringify(fixtureCatalog()));
    const dryRun = await run('import', 'museum.json', '--dry-run');
    expect(dryRun).toEqual({
      code: 0,
      err: '',
      out: [
        `Shop 177 from ${join(dir, 'museum.json')} (dry run):`,
        'shop: added',
        'content: added',
        'pages: 2 added',
        '  added: imprint, terms',
        'payment types: 3 added',
        '  added: 164, 74, 300',
        'customer: added',
        'Dry run: nothing was written.',
      ].join('\n'),
    });
    expect(await shops()).toBe(0);
    expect((await run('import', 'museum.json')).out).toMatch(/^Shop 177 from .*museum\.json:\n[\s\S]*\nImported in one transaction\.$/);
    expect(await shops()).toBe(1);
  });

  it('reports changed fields and what the file leaves out, and what --prune does with it', async () => {
    const changed = fixtureCatalog();
    changed.shop.site_name = 'Neues Museum';
    changed.pages = changed.pages.filter((page) => page.id !== 'terms');
    writeFileSync(join(dir, 'changed.json'), JSON.stringify(changed));
    expect((await run('import', 'changed.json', '--dry-run')).out.split('\n').slice(1, -1)).toEqual([
      'shop: changed (site_name)',
      'content: unchanged',
      'pages: 1 unchanged, 1 not in the file',
      '  not in the file, kept: terms (--prune would delete)',
      'payment types: 3 unchanged',
      'customer: unchanged',
    ]);
    const pruned = await run('import', 'changed.json', '--prune');
    expect(pruned.out.split('\n')).toEqual(expect.arrayContaining([`Shop 177 from ${join(dir, 'changed.json')}, with --prune:`, 'pages: 1 unchanged, 1 not in the file', '  not in the file, deleted: terms']));
    expect(await db().selectFrom('static_pages').select('page_id').execute()).toEqual([{ page_id: 'imprint' }]);
  });

  it('exports the shop to a file that imports back without a change', async () => {
    const exported = await run('export', 'export.json', '--shop', '177');
    expect(exported).toEqual({ code: 0, err: '', out: `Exported shop 177 to ${join(dir, 'export.json')} (pages: 1, payment types: 3).` });
    expect(JSON.parse(readFileSync(join(dir, 'export.json'), 'utf8')).shop.site_name).toBe('Neues Museum');
    expect((await run('import', 'export.json', '--dry-run', '--prune')).out.split('\n').slice(1, -1)).toEqual([
      'shop: unchanged',
      'content: unchanged',
      'pages: 1 unchanged',
      'payment types: 3 unchanged',
      'customer: unchanged',
    ]);
  });

  it.each([
    [['import'], 2, /^Usage: npm run catalog:import/],
    [['import', 'a.json', 'b.json'], 2, /^Usage/],
    [['import', 'a.json', '--force'], 2, /Unknown option '--force'/],
    [['import', 'a.json', '--shop', '177'], 2, /^Usage/],
    [['export', 'a.json', '--prune'], 2, /^Usage/],
    [['export', 'a.json', '--shop', 'museum'], 2, /--shop takes a shop id, not museum/],
    [['load', 'a.json'], 2, /^Usage/],
    [['import', 'missing.json'], 1, /^Cannot read catalog file .*missing\.json/],
    [['export', 'a.json', '--shop', '999'], 1, /^The database has no shop 999\.$/],
  ])('%j: exit %i', async (args, code, err) => {
    const result = await run(...args);
    expect(result.code).toBe(code);
    expect(result.err).toMatch(err);
  });

  it('refuses an invalid catalog with what is wrong, writing nothing', async () => {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ ...fixtureCatalog(), shop: { ...fixtureCatalog().shop, languages: [] } }));
    const result = await run('import', 'broken.json');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Invalid catalog .*broken\.json:\n[\s\S]*shop\.languages/);
  });
});
