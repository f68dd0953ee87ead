import { join } from 'node:path';
import { importCatalog, migrateToLatest } from '../kinds.js';
import { type SlotClock } from '../catalog/catalog-part.js';
import { catalogSchema, type Catalog } from '../kinds.js';
import { readCatalogFile } from '../catalog/read-catalog-file.js';
import { REPO_ROOT } from '../config.js';
import { createDatabase, type Db } from '../db/database.js';
import { createTestDatabase } from './test-database.js';

export interface DemoDatabase {
  catalog: Catalog;
  db: Db;
  close: () => Promise<void>;
}

/** The demo museum's catalog file, parsed and loaded into a fresh test database (SQLite, or PostgreSQL when configured). */
export const openDemoDatabase = async (clock?: SlotClock): Promise<DemoDatabase> => {
  const catalog = catalogSchema.parse(await readCatalogFile(join(REPO_ROOT, 'demo', 'catalog.json')));
  const testDb = await createTestDatabase();
  const db = createDatabase(testDb.database);
  await migrateToLatest(db, testDb.database.kind === 'postgres' ? testDb.database.schema : undefined);
  await importCatalog(db, catalog, { clock });
  return {
    catalog,
    db,
    close: async () => {
      await db.destroy();
      await testDb.drop();
    },
  };
};
