import { loadConfig } from '../../config.js';
import { createDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../kinds.js';
import { runStaffCommand } from './staff-command.js';

/** `npm run office:staff -- add …` (staff-command.ts). */
const main = async (): Promise<number> => {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await runStaffCommand(process.argv.slice(2), db, config, { print: (line) => console.log(line), fail: (line) => console.error(line) });
  } finally {
    await db.destroy();
  }
};

process.exitCode = await main();
