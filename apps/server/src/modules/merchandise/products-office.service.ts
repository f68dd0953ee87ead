import { stockAdjustmentSchema, type Lang, type OfficeProduct, type OfficeProductRecord, type OfficeProductSummary, type SessionStaff, type StockAdjustment, type StockHistoryEntry } from '@foyer/contract';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit } from '../staff/public.js';
import { writeProduct } from './merchandise-catalog.js';
import { claimVersion, findStoredGood, listStoredGoods, lockCategories, nextId } from './office-merchandise.repository.js';
import { catalogProductOf, officeProductRecordOf, officeProductSummaryOf, stockOf } from './office-product-mapping.js';
import { receiveStock, removeStock, setCountedStock } from './product-stock.repository.js';

/** An edit or a count named a version or a stock figure that is no longer the stored one; carries the product as it is now. */
export class StaleProductError extends DomainError {
  constructor(readonly current: OfficeProductRecord) {
    super('OFFICE_STALE');
  }
}

/** What the audit log keeps of a stock correction (`product.stock`): the stock before, and after with the adjustment. */
const stockAuditSchema = z.object({ before: z.object({ total: z.number() }), after: z.object({ total: z.number(), inStock: z.number(), adjustment: stockAdjustmentSchema }) });

/** How many corrections a product's history shows. */
const HISTORY_LENGTH = 200;

/** Two editors creating at once may both count the same next id: the later one counts again. */
const CREATE_TRIES = 3;

/**
 * The office's goods (docs/office.md "Shop goods"): read whole, created, edited against the version
 * their editor read, and restocked by adjustments that never lose a sale. A write goes through the
 * catalog's own writer, so import, export and office agree; the shop sees it on this instance at once
 * (the catalog generation) and on the others within the read cache's lifetime. Each write is audited.
 */
export class ProductsOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(): Promise<OfficeProductSummary[]> {
    return (await listStoredGoods(this.db, await this.#shopId())).map(officeProductSummaryOf);
  }

  async get(id: number): Promise<OfficeProductRecord> {
    return this.#record(this.db, await this.#shopId(), id);
  }

  /** A new product with the units the shop has of it; `lang` is the language of the refusals of its fields. */
  async create(product: OfficeProduct, stock: number, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeProductRecord> {
    const shopId = await this.#shopId();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const id = await nextId(trx, 'products');
          await writeProduct(trx, shopId, catalogProductOf(id, product, undefined, stock, await lockCategories(trx, shopId, product.categories), lang), { listed: product.listed, stock: 'write', created: true });
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: 'product.create', target: `product:${id}`, before: null, after: { ...record.product, stock: record.stock } }, now);
          return record;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === CREATE_TRIES) throw error;
      } finally {
        bumpCatalogGeneration(this.db);
      }
    }
  }

  /** Applies the product's data to the version its editor read, or answers stale with the product as it is now; its stock stays. */
  async update(id: number, product: OfficeProduct, version: number, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeProductRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredGood(trx, shopId, id);
        if (stored === undefined) throw new DomainError('OFFICE_PRODUCT_NOT_FOUND');
        if (!(await claimVersion(trx, 'products', id, version))) throw new StaleProductError(await this.#record(trx, shopId, id));
        await writeProduct(trx, shopId, catalogProductOf(id, product, stored, stored.stock, await lockCategories(trx, shopId, product.categories), lang), { listed: product.listed, stock: 'keep' });
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: 'product.update', target: `product:${id}`, before: officeProductRecordOf(stored).product, after: record.product }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /**
   * Applies a stock adjustment in one conditional update (product-stock.repository.ts). A count
   * against a figure a sale has moved since is refused with the product as it is now; a count or a
   * removal that would leave fewer units than are sold and held, with OFFICE_STOCK_BELOW_SOLD. The
   * product's version stays: an editor's open form is not stale because goods arrived.
   */
  async adjustStock(id: number, adjustment: StockAdjustment, staff: SessionStaff, now: Date): Promise<OfficeProductRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        if ((await findStoredGood(trx, shopId, id)) === undefined) throw new DomainError('OFFICE_PRODUCT_NOT_FOUND');
        const applied =
          adjustment.kind === 'received'
            ? await receiveStock(trx, shopId, id, adjustment.quantity)
            : adjustment.kind === 'removed'
              ? await removeStock(trx, shopId, id, adjustment.quantity)
              : await setCountedStock(trx, shopId, id, adjustment.inStock, adjustment.readInStock);
        // Read after the update: the row is this transaction's until it ends, so `before` is exactly `after` less the difference.
        const record = await this.#record(trx, shopId, id);
        if (!applied) {
          // A count against a figure that still holds failed only for going below what is sold and held.
          const stale = adjustment.kind === 'counted' && record.stock.inStock !== adjustment.readInStock;
          if (stale) throw new StaleProductError(record);
          throw new DomainError('OFFICE_STOCK_BELOW_SOLD');
        }
        const difference = adjustment.kind === 'received' ? adjustment.quantity : adjustment.kind === 'removed' ? -adjustment.quantity : adjustment.inStock - adjustment.readInStock;
        const before = stockOf({ stock: record.stock.total - difference, sold: record.stock.sold, held: record.stock.held });
        await appendAudit(trx, { staffId: staff.id, action: 'product.stock', target: `product:${id}`, before, after: { ...record.stock, adjustment } }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** The product's stock corrections, newest first, from the audit log that records each (`product.stock`). */
  async stockHistory(id: number): Promise<StockHistoryEntry[]> {
    await this.#record(this.db, await this.#shopId(), id);
    const rows = await this.db
      .selectFrom('office_audit')
      .leftJoin('staff', 'staff.id', 'office_audit.staff_id')
      .select(['office_audit.at', 'office_audit.before_json', 'office_audit.after_json', 'staff.name'])
      .where('office_audit.target', '=', `product:${id}`)
      .where('office_audit.action', '=', 'product.stock')
      .orderBy('office_audit.id', 'desc')
      .limit(HISTORY_LENGTH)
      .execute();
    return rows.map((row) => {
      const { before, after } = stockAuditSchema.parse({ before: JSON.parse(row.before_json ?? 'null'), after: JSON.parse(row.after_json ?? 'null') });
      const { adjustment } = after;
      return {
        at: row.at,
        staffName: row.name,
        kind: adjustment.kind,
        reason: adjustment.kind === 'removed' ? adjustment.reason : null,
        difference: after.total - before.total,
        inStock: after.inStock,
        note: adjustment.note ?? null,
      };
    });
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeProductRecord> {
    const stored = await findStoredGood(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_PRODUCT_NOT_FOUND');
    return officeProductRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
