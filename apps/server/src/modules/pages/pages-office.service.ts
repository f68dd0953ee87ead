import { STATIC_PAGE_IDS, type OfficeNavigationLabels, type OfficeNavigationRecord, type OfficePage, type OfficePageRecord, type OfficePageSummary, type SessionStaff, type StaticPageId } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { writeShopSettings, writeStaticPage } from '../../catalog/shared-catalog.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { shopSettingsSchema } from '../../kernel/shop-settings.js';
import { claimShopVersion, findStoredShop } from '../shop/public.js';
import { appendAudit } from '../staff/public.js';
import { claimPageVersion, findStoredPage, listStoredPages, officePageRecordOf } from './office-pages.repository.js';

/** An edit named a version that is no longer the stored one; carries the record as it is now. */
export class StaleContentError<Current> extends DomainError {
  constructor(readonly current: Current) {
    super('OFFICE_STALE');
  }
}

/** The office sends an emptied language as an empty text: the catalog leaves it out. */
const written = <Key extends string>(texts: Partial<Record<Key, string>>): Partial<Record<Key, string>> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as Partial<Record<Key, string>>;

/**
 * The shop's own pages and navigation labels in the office (docs/office.md "Pages"), each edited
 * against the version its editor read and written by the catalog's own writers; the shop shows an edit
 * at once on this instance (the catalog generation). Each edit is audited before and after.
 */
export class PagesOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  /** The pages in the order the shop's footer lists them. */
  async list(): Promise<OfficePageSummary[]> {
    const { id } = await findStoredShop(this.db);
    const pages = await listStoredPages(this.db, id);
    return STATIC_PAGE_IDS.flatMap((pageId) => pages.filter(({ page }) => page.id === pageId)).map(({ version, page }) => ({ id: page.id, title: page.title, updatedAt: page.updated_at, version }));
  }

  async get(id: StaticPageId): Promise<OfficePageRecord> {
    return this.#record(this.db, (await findStoredShop(this.db)).id, id);
  }

  /** The page's texts as sent, its "last updated" date today in the museum's time zone. */
  async update(id: StaticPageId, page: OfficePage, version: number, staff: SessionStaff, now: Date): Promise<OfficePageRecord> {
    const timeZone = (await this.shops.resolveOrFirst(undefined, 'en')).settings.time_zone;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const shopId = (await findStoredShop(trx)).id;
        const before = await this.#record(trx, shopId, id);
        if (!(await claimPageVersion(trx, shopId, id, version))) throw new StaleContentError(before);
        const blocks = Object.fromEntries(Object.entries(page.blocks).filter(([, list]) => list.length > 0));
        await writeStaticPage(trx, shopId, { id, title: written(page.title), blocks, updated_at: museumDate(now, timeZone) });
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: 'page.update', target: `page:${id}`, before: before.page, after: record.page }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async navigation(): Promise<OfficeNavigationRecord> {
    const stored = await findStoredShop(this.db);
    return { version: stored.version, labels: stored.shop.nav_translations };
  }

  /**
   * The navigation labels live in the shop's settings: an edit counts up the settings' version, so an
   * owner's settings form read before it is told (and the reverse).
   */
  async updateNavigation(labels: OfficeNavigationLabels, version: number, staff: SessionStaff, now: Date): Promise<OfficeNavigationRecord> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredShop(trx);
        if (!(await claimShopVersion(trx, stored.id, version))) throw new StaleContentError<OfficeNavigationRecord>({ version: stored.version, labels: stored.shop.nav_translations });
        const kept = Object.fromEntries(Object.entries(labels).map(([key, texts]) => [key, written(texts)]).filter(([, texts]) => Object.keys(texts as object).length > 0));
        const shop = shopSettingsSchema.parse({ ...stored.shop, nav_translations: kept });
        await writeShopSettings(trx, stored.id, shop);
        await appendAudit(trx, { staffId: staff.id, action: 'navigation.update', target: `shop:${stored.id}`, before: stored.shop.nav_translations, after: shop.nav_translations }, now);
        return { version: version + 1, labels: shop.nav_translations };
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #record(db: Executor, shopId: number, id: StaticPageId): Promise<OfficePageRecord> {
    const stored = await findStoredPage(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_PAGE_NOT_FOUND');
    return officePageRecordOf(stored);
  }
}
