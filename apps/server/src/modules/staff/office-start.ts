import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { countDemoStaff, seedDemoStaff } from './demo-staff.js';

/**
 * Before the server listens: production refuses to start while the demo's staff exist (anyone can
 * read their passwords in the README); the demo seeds them.
 */
export const prepareOfficeStaff = async (db: Db, config: Config, log: FastifyBaseLogger): Promise<void> => {
  if (config.mode === 'production') {
    const demo = await countDemoStaff(db);
    if (demo > 0) {
      throw new ConfigError(
        `Cannot start: NODE_ENV=production and the database holds ${demo} demo staff members, whose passwords are public; remove them with \`npm run office:staff -- remove-demo\` (see docs/operations.md).`,
      );
    }
    return;
  }
  if (config.office.demoStaff) await seedDemoStaff(db, log, new Date());
};
