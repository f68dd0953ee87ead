import { FIELD_MESSAGES, type Lang, type OfficeCategory, type OfficeCategoryRecord, type SessionStaff } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit } from '../staff/public.js';
import { writeProductGroup } from './merchandise-catalog.js';
import { claimVersion, findStoredCategory, listStoredCategories, nextId } from './office-merchandise.repository.js';
import { catalogCategoryOf, officeCategoryRecordOf } from './office-product-mapping.js';

/** An edit named a version that is no longer the stored one; carries the category as it is now. */
export class StaleCategoryError extends DomainError {
  constructor(readonly current: OfficeCategoryRecord) {
    super('OFFICE_STALE');
  }
}

/** A new order named a version of one category that is no longer the stored one; carries them all as they are now. */
export class StaleCategoryOrderError extends DomainError {
  constructor(readonly current: OfficeCategoryRecord[]) {
    super('OFFICE_STALE');
  }
}

const CREATE_TRIES = 3;

/** The categories of the shop's goods (docs/office.md "Shop goods"): listed, added, renamed and put in order. */
export class CategoriesOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(): Promise<OfficeCategoryRecord[]> {
    return (await listStoredCategories(this.db, await this.#shopId())).map(officeCategoryRecordOf);
  }

  /** A new category after the others. */
  async create(category: OfficeCategory, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeCategoryRecord> {
    const shopId = await this.#shopId();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const id = await nextId(trx, 'product_groups');
          const others = await listStoredCategories(trx, shopId);
          refuseTakenSlug(others, id, category.slug, lang);
          const last = Math.max(0, ...others.map((row) => row.sequence_no));
          await writeProductGroup(trx, shopId, catalogCategoryOf(id, category, last + 1));
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: 'category.create', target: `category:${id}`, before: null, after: record.category }, now);
          return record;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === CREATE_TRIES) throw error;
      } finally {
        bumpCatalogGeneration(this.db);
      }
    }
  }

  async update(id: number, category: OfficeCategory, version: number, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeCategoryRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredCategory(trx, shopId, id);
        if (stored === undefined) throw new DomainError('OFFICE_CATEGORY_NOT_FOUND');
        if (!(await claimVersion(trx, 'product_groups', id, version))) throw new StaleCategoryError(await this.#record(trx, shopId, id));
        refuseTakenSlug(await listStoredCategories(trx, shopId), id, category.slug, lang);
        await writeProductGroup(trx, shopId, catalogCategoryOf(id, category, stored.sequence_no));
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: 'category.update', target: `category:${id}`, before: officeCategoryRecordOf(stored).category, after: record.category }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /**
   * Puts every category in the order given, each against the version its editor read: one stale
   * version and nothing changes. The list must name each of the shop's categories once.
   */
  async order(order: { id: number; version: number }[], staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeCategoryRecord[]> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await listStoredCategories(trx, shopId);
        const named = new Set(order.map((entry) => entry.id));
        if (named.size !== order.length || named.size !== before.length || before.some((row) => !named.has(row.id))) {
          throw new DomainError('VALIDATION_FAILED', { errors: { categories: [FIELD_MESSAGES[lang].invalid] } });
        }
        for (const [index, entry] of order.entries()) {
          const claimed = await trx
            .updateTable('product_groups')
            .set((eb) => ({ sequence_no: index + 1, version: eb(eb.ref('version'), '+', 1) }))
            .where('id', '=', entry.id)
            .where('version', '=', entry.version)
            .executeTakeFirst();
          if (claimed.numUpdatedRows !== 1n) throw new StaleCategoryOrderError(before.map(officeCategoryRecordOf));
        }
        const after = (await listStoredCategories(trx, shopId)).map(officeCategoryRecordOf);
        const ids = (records: { id: number }[]) => records.map((record) => record.id);
        await appendAudit(trx, { staffId: staff.id, action: 'category.order', target: 'categories', before: ids(before), after: ids(after) }, now);
        return after;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeCategoryRecord> {
    const stored = await findStoredCategory(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_CATEGORY_NOT_FOUND');
    return officeCategoryRecordOf(stored);
  }

  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}

/** A category's slug is its address: another category's is refused (422 at `category.slug`). */
const refuseTakenSlug = (categories: { id: number; slug: string }[], id: number, slug: string, lang: Lang): void => {
  if (categories.some((other) => other.id !== id && other.slug === slug)) throw new DomainError('VALIDATION_FAILED', { errors: { 'category.slug': [FIELD_MESSAGES[lang].listed_twice] } });
};
