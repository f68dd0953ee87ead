import { FIELD_MESSAGES, type Lang, type OfficeCategory, type OfficeCategoryRecord, type SessionStaff } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit } from '../staff/public.js';
import { writeProductGroup } from './merchandise-catalog.js';
import { claimVersion, countProductsIn, findStoredCategory, listStoredCategories, nextId } from './office-merchandise.repository.js';
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

/** The categories of the shop's goods (docs/office.md "Shop goods"): listed, added, renamed, put in order and deleted. */
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
          await writeProductGroup(trx, shopId, catalogCategoryOf(id, category, last + 1), { created: true });
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: 'category.create', target: `category:${id}`, before: null, after: record.category }, now);
          return record;
        });
      } catch (error) {
        // Another editor's new category took the id or the slug first: the next try reads it, and answers a taken slug as the check does.
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
    } catch (error) {
      // The slug is the one unique key an edit can collide on: another editor saved it at the same instant (migration 0027).
      if (isUniqueViolation(error)) throw slugTaken(lang);
      throw error;
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
        // Claimed in id order, as a product's write locks the categories it names: neither waits for the other in a circle.
        const claims = order.map((entry, index) => ({ ...entry, sequenceNo: index + 1 })).sort((a, b) => a.id - b.id);
        for (const entry of claims) {
          const claimed = await trx
            .updateTable('product_groups')
            .set((eb) => ({ sequence_no: entry.sequenceNo, version: eb(eb.ref('version'), '+', 1) }))
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

  /**
   * Deletes a category against the version its editor read, and answers the shop's categories as they
   * are then. Products name their categories (an export writes them), so a category that still holds
   * products, listed or not, is refused with how many: the editor takes them out first. The claim
   * comes first: on PostgreSQL it locks the row, so a product written into the category at the same
   * instant either waits and then finds it gone, or is counted here.
   */
  async delete(id: number, version: number, staff: SessionStaff, now: Date): Promise<OfficeCategoryRecord[]> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredCategory(trx, shopId, id);
        if (stored === undefined) throw new DomainError('OFFICE_CATEGORY_NOT_FOUND');
        if (!(await claimVersion(trx, 'product_groups', id, version))) throw new StaleCategoryError(await this.#record(trx, shopId, id));
        const products = await countProductsIn(trx, shopId, id);
        if (products > 0) throw new DomainError('OFFICE_CATEGORY_IN_USE', { params: { products } });
        await trx.deleteFrom('product_groups').where('id', '=', id).execute();
        await appendAudit(trx, { staffId: staff.id, action: 'category.delete', target: `category:${id}`, before: officeCategoryRecordOf(stored).category, after: null }, now);
        return (await listStoredCategories(trx, shopId)).map(officeCategoryRecordOf);
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

/** 422 at `category.slug`: another category of the shop has it. */
const slugTaken = (lang: Lang): DomainError => new DomainError('VALIDATION_FAILED', { errors: { 'category.slug': [FIELD_MESSAGES[lang].listed_twice] } });

/**
 * A category's slug is its address: another category's is refused. Two editors who save one slug at
 * the same instant both pass this check; the unique index (migration 0027) then refuses the second.
 */
const refuseTakenSlug = (categories: { id: number; slug: string }[], id: number, slug: string, lang: Lang): void => {
  if (categories.some((other) => other.id !== id && other.slug === slug)) throw slugTaken(lang);
};
