import type { ErrorCode } from '@foyer/contract';
import type { Executor } from '../../db/database.js';

/** The tables of named groups: `{id, shop_id, name (JSON {lang: text}), sequence_no, version}` each. */
export type CatalogGroupTable = 'tour_categories' | 'gift_voucher_groups';

/**
 * One kind of named group the catalog files its entries under (tour categories, gift-voucher groups),
 * as the kind that owns its table describes it: the office edits every kind alike through this.
 */
export interface CatalogGroupKind {
  readonly table: CatalogGroupTable;
  /** Its office calls' path below `/office/api`: `tour-categories`. */
  readonly path: string;
  /** Its audit actions' prefix (`tour-category.create`) and its targets' (`tour-category:<id>`). */
  readonly audit: string;
  /** The answer for an id the shop has no such group with. */
  readonly notFound: ErrorCode;
  /** How many of the shop's entries, listed or not, are filed under the group: a delete waits until none is. */
  users(db: Executor, shopId: number, id: number): Promise<number>;
}
