import { loadConfig, REPO_ROOT } from '../config.js';
import { createDatabase } from '../db/database.js';
import { DEFAULT_TIME_ZONE } from '../kernel/shop-context.js';
import { migrateToLatest } from '../kinds.js';
import { runCatalogCommand } from './catalog-command.js';

/** `npm run catalog:import -- …` and `catalog:export -- …` (catalog-command.ts): npm changes into apps/server, INIT_CWD is where the user typed the command. */
const main = async (): Promise<number> => {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await runCatalogCommand(process.argv.slice(2), {
      db,
      cwd: process.env.INIT_CWD ?? REPO_ROOT,
      timeZone: config.overrides.timeZone ?? DEFAULT_TIME_ZONE,
      io: { print: (line) => console.log(line), fail: (line) => console.error(line) },
    });
  } finally {
    await db.destroy();
  }
};

process.exitCode = await main();
