import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { findDefaultShopId } from '../kernel/shop-settings.js';
import { exportCatalog, importCatalog } from '../kinds.js';
import { catalogFileText, CatalogExportError } from './catalog-export.js';
import { importReport } from './import-report.js';
import { CatalogFileError, readCatalogFile } from './read-catalog-file.js';

export const CATALOG_COMMAND_USAGE = [
  'Usage: npm run catalog:import -- <catalog.json> [--dry-run] [--prune]',
  '       npm run catalog:export -- <catalog.json> [--shop <id>]',
].join('\n');

/** Where a command runs: the database, the folder file names are relative to, the museum's time zone, standard output and error. */
export interface CatalogCommandContext {
  db: Db;
  cwd: string;
  timeZone: string;
  io: { print: (line: string) => void; fail: (line: string) => void };
}

type Options = ReturnType<typeof parseOptions>;

const parseOptions = (args: string[]) =>
  parseArgs({ args, allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false }, prune: { type: 'boolean', default: false }, shop: { type: 'string' } } });

const importFile = async (file: string, { values }: Options, { db, timeZone, io }: CatalogCommandContext): Promise<number> => {
  const result = await importCatalog(db, await readCatalogFile(file), { clock: { timeZone }, prune: values.prune, dryRun: values['dry-run'] });
  for (const line of importReport(file, result)) io.print(line);
  return 0;
};

const exportFile = async (file: string, { values }: Options, { db, io }: CatalogCommandContext): Promise<number> => {
  const shopId = values.shop === undefined ? await findDefaultShopId(db) : Number(values.shop);
  if (shopId === undefined) throw new CatalogExportError('The database has no shop to export.');
  if (!Number.isInteger(shopId) || shopId <= 0) {
    io.fail(`--shop takes a shop id, not ${values.shop}\n${CATALOG_COMMAND_USAGE}`);
    return 2;
  }
  const catalog = await exportCatalog(db, shopId);
  await writeFile(file, catalogFileText(catalog));
  const counts = Object.entries(catalog).flatMap(([list, value]) => (Array.isArray(value) && value.length > 0 ? [`${list.replaceAll('_', ' ')}: ${value.length}`] : []));
  io.print(`Exported shop ${shopId} to ${file} (${counts.join(', ')}).`);
  return 0;
};

/**
 * `npm run catalog:import` and `catalog:export` (docs/catalog-format.md, "Import and export"): the
 * command, then its arguments. Answers the exit code: 2 for a wrong call, 1 for a file or catalog
 * that cannot be imported or exported.
 */
export const runCatalogCommand = async (args: string[], context: CatalogCommandContext): Promise<number> => {
  const [command, ...rest] = args;
  let options: Options;
  try {
    options = parseOptions(rest);
  } catch (error) {
    context.io.fail(`${(error as Error).message}\n${CATALOG_COMMAND_USAGE}`);
    return 2;
  }
  const [name, ...extra] = options.positionals;
  const wrongOptions = command === 'import' ? options.values.shop !== undefined : options.values['dry-run'] || options.values.prune;
  if ((command !== 'import' && command !== 'export') || name === undefined || extra.length > 0 || wrongOptions) {
    context.io.fail(CATALOG_COMMAND_USAGE);
    return 2;
  }
  const file = resolve(context.cwd, name);
  try {
    return await (command === 'import' ? importFile : exportFile)(file, options, context);
  } catch (error) {
    if (error instanceof z.ZodError) context.io.fail(`Invalid catalog ${file}:\n${z.prettifyError(error)}`);
    else if (error instanceof CatalogFileError || error instanceof CatalogExportError) context.io.fail(error.message);
    else throw error;
    return 1;
  }
};
