import type { MigrationResultSet } from 'kysely';
import type { z } from 'zod';
import { loadCatalogWith, type CatalogComposition, type CatalogLoadResult } from './catalog/catalog-loader.js';
import type { SlotClock } from './catalog/catalog-part.js';
import { composeCatalogSchema } from './catalog/catalog.schema.js';
import type { Db } from './db/database.js';
import { composeMigrations, type MigrationList } from './db/migration-list.js';
import { CORE_MIGRATIONS } from './db/migrations/index.js';
import { migrateWith } from './db/migrator.js';
import { donationsCatalog } from './modules/donations/donations-catalog.js';
import { donationsMigrations } from './modules/donations/donations.migration.js';
import { eventsCatalog } from './modules/events/events-catalog.js';
import { giftVouchersCatalog } from './modules/gift-vouchers/gift-vouchers-catalog.js';
import { merchandiseCatalog } from './modules/merchandise/merchandise-catalog.js';
import { toursCatalog } from './modules/tours/tours-catalog.js';
import { toursMigrations } from './modules/tours/tours.migration.js';

/**
 * The kinds of line the shop sells, put together: like app.ts, the one place besides the kinds
 * themselves that names them. A kind's catalog part is listed here once: the file's schema and
 * the loader both come from this list.
 */
const CATALOG_PARTS = [eventsCatalog, toursCatalog, merchandiseCatalog, giftVouchersCatalog, donationsCatalog] as const;

/** The catalog file (docs/catalog-format.md): the shared keys and every kind's own. */
export const catalogSchema = composeCatalogSchema(CATALOG_PARTS);
export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogInput = z.input<typeof catalogSchema>;

const CATALOG: CatalogComposition = { schema: catalogSchema, parts: CATALOG_PARTS };

/** Validates a catalog file's contents and writes it in one transaction (catalog/catalog-loader.ts). */
export const loadCatalog = (db: Db, input: unknown, clock?: SlotClock): Promise<CatalogLoadResult> => loadCatalogWith(CATALOG, db, input, clock);

/**
 * Every migration that runs: the core's and each kind's own, ordered by name. A name or number
 * given twice throws here, so the server does not start (db/migration-list.ts).
 */
export const MIGRATIONS: MigrationList = composeMigrations(CORE_MIGRATIONS, [toursMigrations, donationsMigrations]);

/** Brings the schema up to date (db/migrator.ts); `schema` is the PostgreSQL schema tests isolate. */
export const migrateToLatest = (db: Db, schema?: string): Promise<MigrationResultSet> => migrateWith(db, MIGRATIONS, schema);
