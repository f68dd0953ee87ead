import type { CartItemType } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { AnyCatalogPart } from '../../catalog/catalog-part.js';
import type { Db } from '../../db/database.js';
import type { MigrationList } from '../../db/migration-list.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { CatalogGroupKind } from '../catalog-groups/public.js';
import type { RequireStaff } from '../staff/public.js';
import type { LineKind } from './line-kind.js';

/** What every kind is composed on: the app's one database and one shop resolver, and the shop's public address (for mails' links). */
export interface KindParts {
  db: Db;
  shops: ShopResolver;
  publicUrl: string;
}

/** A kind once composed: the `LineKind` of each basket line type it sells, and its public calls. */
export interface ComposedKind<T extends CartItemType> {
  lines: { [Type in T]: LineKind<Type> };
  /** Registers its calls below `/api/:lang`, beside the shop's other public reads. */
  registerRoutes?(api: FastifyInstance): void;
  /** Registers its office calls below `/office/api`, each guarded by `requireStaff` (docs/office.md). */
  registerOfficeRoutes?(office: FastifyInstance, requireStaff: RequireStaff): void;
}

/**
 * A kind of line the shop sells, whole (docs/architecture.md "Adding a kind"): its part of the
 * catalog file, its own migrations, and how its line kinds and routes are built on the app's parts.
 * `kinds.ts` lists every kind once; the catalog's schema, import and export, the migrations that run, the
 * registry checkout is handed and the public routes are all put together from that list.
 */
export interface ShopKind<T extends CartItemType, Part extends AnyCatalogPart | undefined = AnyCatalogPart | undefined> {
  /** Its folder's name, for messages. */
  readonly name: string;
  readonly catalog: Part;
  readonly migrations?: MigrationList;
  /** The named groups it files its entries under (tour categories), which the office adds, renames and deletes. */
  readonly catalogGroups?: readonly CatalogGroupKind[];
  compose(parts: KindParts): ComposedKind<T>;
}

/** The basket line types a kind sells. */
export type LineTypesOf<Kind> = Kind extends ShopKind<infer T, AnyCatalogPart | undefined> ? T : never;

/** A kind as declared, its line types and catalog part kept in its type for what `kinds.ts` composes. */
export const shopKind = <T extends CartItemType, Part extends AnyCatalogPart | undefined>(kind: ShopKind<T, Part>): ShopKind<T, Part> => kind;
