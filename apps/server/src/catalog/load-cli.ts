import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig, REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { DEFAULT_TIME_ZONE } from '../kernel/shop-context.js';
import { loadCatalog, migrateToLatest } from '../kinds.js';
import { readCatalogFile } from './read-catalog-file.js';

/** `npm run catalog:load -- <file>`: npm changes into apps/server, INIT_CWD is where the user typed the command. */
const main = async (): Promise<number> => {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npm run catalog:load -- <catalog.json>');
    return 2;
  }
  const file = resolve(process.env.INIT_CWD ?? REPO_ROOT, arg);
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const result = await loadCatalog(db, await readCatalogFile(file), { timeZone: config.overrides.timeZone ?? DEFAULT_TIME_ZONE });
    console.log(`Loaded ${file}: shop ${result.shopId}, ${Object.entries(result.entries).map(([list, count]) => `${count} ${list.replaceAll('_', ' ')}`).join(', ')}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof z.ZodError ? `Invalid catalog ${file}:\n${z.prettifyError(error)}` : String(error));
    return 1;
  } finally {
    await db.destroy();
  }
};

process.exitCode = await main();
