import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Selectable } from 'kysely';
import type { ProductGroupsTable, ProductsTable } from '../../db/schema-merchandise.js';
import type { Executor } from '../../db/database.js';

export type ProductRow = Selectable<ProductsTable>;
export type ProductGroupRow = Selectable<ProductGroupsTable>;

/**
 * Which products a list shows: a named kind, or plain merchandise (no kind, or any kind but the
 * annual pass, which has its own section).
 */
export type ProductKindFilter = { kind: string } | { merchandise: true };

export const kindFilter = (productKind: string | undefined): ProductKindFilter => (productKind === undefined ? { merchandise: true } : { kind: productKind });

export const listProducts = async (db: Executor, shopId: number, filter: ProductKindFilter): Promise<ProductRow[]> => {
  let query = db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1);
  if ('kind' in filter) query = query.where('product_kind_ref', '=', filter.kind);
  else if ('merchandise' in filter) query = query.where((eb) => eb.or([eb('product_kind_ref', 'is', null), eb('product_kind_ref', '!=', PASS_PRODUCT_KIND)]));
  return query.orderBy('sequence_no').orderBy('id').execute();
};

export const findListedProduct = (db: Executor, shopId: number, id: number): Promise<ProductRow | undefined> =>
  db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('listed', '=', 1).executeTakeFirst();

export const findListedProducts = async (db: Executor, shopId: number, ids: readonly number[]): Promise<ProductRow[]> =>
  ids.length === 0 ? [] : db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).where('listed', '=', 1).execute();

export const listProductGroups = (db: Executor, shopId: number): Promise<ProductGroupRow[]> =>
  db.selectFrom('product_groups').selectAll().where('shop_id', '=', shopId).orderBy('sequence_no').orderBy('id').execute();

type StockCounters = Pick<ProductRow, 'id' | 'stock' | 'sold' | 'held'>;

const stockQuery = (db: Executor, shopId: number) =>
  db.selectFrom('products').select(['id', 'stock', 'sold', 'held']).where('shop_id', '=', shopId).where('listed', '=', 1);

/** What changes with every sale: the counters of the shop's listed products, in one light query. */
export const listStock = (db: Executor, shopId: number): Promise<StockCounters[]> => stockQuery(db, shopId).execute();

/** The counters of one listed product. */
export const findStock = (db: Executor, shopId: number, id: number): Promise<StockCounters | undefined> => stockQuery(db, shopId).where('id', '=', id).executeTakeFirst();
