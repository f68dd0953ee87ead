import type { CartItemType } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { MigrationResultSet } from 'kysely';
import type { z } from 'zod';
import { exportCatalogWith } from './catalog/catalog-export.js';
import { importCatalogWith, type CatalogComposition, type CatalogImport, type CatalogImportOptions } from './catalog/catalog-import.js';
import type { AnyCatalogPart, SuggestedType } from './catalog/catalog-part.js';
import { composeCatalogEntriesSchema, composeCatalogSchema } from './catalog/catalog.schema.js';
import type { Db } from './db/database.js';
import { composeMigrations, type MigrationList } from './db/migration-list.js';
import { CORE_MIGRATIONS } from './db/migrations/index.js';
import { migrateWith } from './db/migrator.js';
import { LineKinds, type LineKindRegistry } from './modules/commerce/line-kinds.js';
import type { CatalogGroupKind } from './modules/catalog-groups/public.js';
import type { KindParts, LineTypesOf } from './modules/commerce/public.js';
import { donationsKind } from './modules/donations/donations.kind.js';
import { eventsKind } from './modules/events/events.kind.js';
import { giftVouchersKind } from './modules/gift-vouchers/gift-vouchers.kind.js';
import { merchandiseKind } from './modules/merchandise/merchandise.kind.js';
import { passesKind } from './modules/passes/passes.kind.js';
import { toursKind } from './modules/tours/tours.kind.js';
import { staffMigrations } from './modules/staff/staff.migration.js';
import { imagesMigrations } from './modules/images/images.migration.js';
import type { RequireStaff } from './modules/staff/public.js';

/**
 * Every kind of line the shop sells, each listed once (docs/architecture.md "Adding a kind"): like
 * app.ts, the one place besides the kinds themselves that names them. The catalog file's schema,
 * import and export, the migrations that run, the registry checkout is handed and the kinds' public routes are
 * all put together from this list.
 */
const KINDS = [eventsKind, toursKind, merchandiseKind, passesKind, giftVouchersKind, donationsKind] as const;

type Kind = (typeof KINDS)[number];

/** A basket line type no listed kind sells fails type checking here, not a visitor's checkout. */
type Unsold = Exclude<CartItemType, LineTypesOf<Kind>>;
export const EVERY_LINE_TYPE_SOLD: [Unsold] extends [never] ? true : { unsold: Unsold } = true;

const CATALOG_PARTS = KINDS.flatMap((kind) => (kind.catalog === undefined ? [] : [kind.catalog])) as Exclude<Kind['catalog'], undefined>[] satisfies AnyCatalogPart[];

/** The catalog file (docs/catalog-format.md): the shared keys and every kind's own. */
export const catalogSchema = composeCatalogSchema(CATALOG_PARTS);
export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogInput = z.input<typeof catalogSchema>;

const CATALOG: CatalogComposition<Catalog> = { schema: catalogSchema, entriesSchema: composeCatalogEntriesSchema(CATALOG_PARTS), parts: CATALOG_PARTS };

/** Validates a catalog file's contents, compares it with the shop and writes it in one transaction unless a dry run (catalog/catalog-import.ts). */
export const importCatalog = (db: Db, input: unknown, options?: CatalogImportOptions): Promise<CatalogImport> => importCatalogWith(CATALOG, db, input, options);

/** The shop's catalog in the file's shape, which importing back changes nothing (catalog/catalog-export.ts). */
export const exportCatalog = (db: Db, shopId: number): Promise<Catalog> => exportCatalogWith(CATALOG, db, shopId);

/**
 * What suggestion rules may name: the ids of what the shop offers now, per line type, as the catalog's
 * parts declare them, so the office's rules are checked as an import checks a file's.
 */
export const suggestibleIds = async (db: Db, shopId: number): Promise<Record<SuggestedType, Set<number>>> => {
  const entries = await exportCatalog(db, shopId);
  const known: Record<SuggestedType, Set<number>> = { merchandise: new Set(), guidedTour: new Set(), ticket: new Set() };
  for (const part of CATALOG_PARTS as readonly AnyCatalogPart[]) {
    for (const [type, ids] of Object.entries(part.suggestible?.(entries) ?? {}) as [SuggestedType, number[]][]) for (const id of ids) known[type].add(id);
  }
  return known;
};

/** The named groups every kind files its entries under (tour categories, voucher groups): app.ts registers the office's calls for each. */
export const CATALOG_GROUPS: readonly CatalogGroupKind[] = KINDS.flatMap((kind): readonly CatalogGroupKind[] => kind.catalogGroups ?? []);

/**
 * Every migration that runs: the core's, each kind's own and the back office's (modules/staff, modules/images), ordered by name. A name or number
 * given twice throws here, so the server does not start (db/migration-list.ts).
 */
export const MIGRATIONS: MigrationList = composeMigrations(
  CORE_MIGRATIONS,
  [...KINDS.flatMap((kind): MigrationList[] => (kind.migrations === undefined ? [] : [kind.migrations])), staffMigrations, imagesMigrations],
);

/** Brings the schema up to date (db/migrator.ts); `schema` is the PostgreSQL schema tests isolate. */
export const migrateToLatest = (db: Db, schema?: string): Promise<MigrationResultSet> => migrateWith(db, MIGRATIONS, schema);

/** The kinds built on the app's parts: the one registry of line kinds, and their public routes. */
export interface ComposedKinds {
  lineKinds: LineKinds;
  registerRoutes(api: FastifyInstance): void;
  registerOfficeRoutes(office: FastifyInstance, requireStaff: RequireStaff): void;
}

/** Builds every kind on the app's parts (app.ts does, once). */
export const composeKinds = (parts: KindParts): ComposedKinds => {
  const composed = KINDS.map((kind) => kind.compose(parts));
  // Each kind's lines are typed by its own line types, and EVERY_LINE_TYPE_SOLD checks they add up to every cart item type.
  const registry = Object.assign({}, ...composed.map((kind) => kind.lines)) as LineKindRegistry;
  return {
    lineKinds: new LineKinds(registry),
    registerRoutes: (api) => {
      for (const kind of composed) kind.registerRoutes?.(api);
    },
    registerOfficeRoutes: (office, requireStaff) => {
      for (const kind of composed) kind.registerOfficeRoutes?.(office, requireStaff);
    },
  };
};
