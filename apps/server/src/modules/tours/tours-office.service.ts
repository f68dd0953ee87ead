import type { Lang, OfficeTour, OfficeTourCategory, OfficeTourRecord, OfficeTourSummary, SessionStaff, SlotWithBuyers } from '@foyer/contract';
import { effectiveScope, inStaffScope } from '@foyer/domain';
import { generateTimeslots } from '../../catalog/timeslot-generation.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver, ShopSettings } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { groupIdsHeld } from '../catalog-groups/public.js';
import { claimEventVersion, SlotsHaveBuyersError, slotsLosingBuyers, tellBuyersOfChangedSlots } from '../events/public.js';
import { appendAudit, requireInScope } from '../staff/public.js';
import { catalogTourOf, officeTourRecordOf } from './office-tour-mapping.js';
import { findStoredTour, listStoredTours, nextTourIds } from './office-tours.repository.js';
import { readTourCategories } from './tours-catalog-export.js';
import { writeTour } from './tours-catalog.js';
import { tourSlotRule } from './tours-catalog.schema.js';

/** An edit named a version that is no longer the stored one; carries the tour as it is now. */
export class StaleTourError extends DomainError {
  constructor(readonly current: OfficeTourRecord) {
    super('OFFICE_STALE');
  }
}

/** Two editors creating at once may both count the same next id: the later one counts again. */
const CREATE_TRIES = 3;

/**
 * The office's guided tours (docs/office.md), as the events: read whole, created, and edited against
 * the version their editor read (a tour's `events` row holds it). A write goes through the catalog's
 * own writer (writeTour), so an edited tour yields its slots as an imported one would; the shop sees
 * it on this instance at once and on the others within the read cache's lifetime. Each write is
 * audited with the tour before and after.
 */
export class ToursOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  async list(staff: SessionStaff, now: Date): Promise<OfficeTourSummary[]> {
    const shop = await this.#shop();
    const rows = await listStoredTours(this.db, shop.id, now);
    return rows
      .filter((row) => inStaffScope(staff.role, staff.scope, 'tours', String(row.id)))
      .map((row) => ({ id: row.id, name: JSON.parse(row.name) as OfficeTourSummary['name'], language: row.language, listed: row.listed === 1, nextStart: row.next_start ?? null, version: row.version }));
  }

  /** The shop's tour categories, in the order its tour list shows them. */
  async categories(): Promise<OfficeTourCategory[]> {
    const categories = await readTourCategories(this.db, (await this.#shop()).id);
    return categories.sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id).map((category) => ({ id: category.id, name: category.name }));
  }

  async get(id: number, staff: SessionStaff): Promise<OfficeTourRecord> {
    requireInScope(staff, 'tours', String(id));
    return this.#record(this.db, (await this.#shop()).id, id);
  }

  /**
   * A new tour; only a member whose scope is every tour may add one (a scoped member could not see it
   * after). `lang` is the language of the refusals of its fields.
   */
  async create(tour: OfficeTour, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeTourRecord> {
    if (effectiveScope(staff.role, staff.scope).tours !== null) throw new DomainError('OFFICE_FORBIDDEN');
    const shop = await this.#shop();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const ids = await nextTourIds(trx);
          const id = ids.tour;
          const written = catalogTourOf(id, tour, undefined, { ids, categoryIds: await this.#categoryIds(trx, shop.id, tour), lang });
          await writeTour(trx, shop.id, written, tour.listed, now, shop.timeZone, undefined, { created: true });
          const record = await this.#record(trx, shop.id, id);
          await appendAudit(trx, { staffId: staff.id, action: 'tour.create', target: `tour:${id}`, before: null, after: record.tour }, now);
          return record;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === CREATE_TRIES) throw error;
      } finally {
        bumpCatalogGeneration(this.db);
      }
    }
  }

  /**
   * Applies the whole tour to the version its editor read, or answers stale with the tour as it is
   * now. Times with buyers that the edit closes or shrinks below what is sold need the editor's
   * explicit choice (`closeSlotsWithBuyers`); with it, their buyers are mailed and listed for the box
   * office (slot_changes) in the same transaction, as for an event.
   */
  async update(id: number, tour: OfficeTour, version: number, choice: { closeSlotsWithBuyers: boolean }, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeTourRecord> {
    requireInScope(staff, 'tours', String(id));
    const shop = await this.#shop();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredTour(trx, shop.id, id);
        if (stored === undefined) throw new DomainError('OFFICE_TOUR_NOT_FOUND');
        if (!(await claimEventVersion(trx, id, version))) throw new StaleTourError(await this.#record(trx, shop.id, id));
        const written = catalogTourOf(id, tour, stored, { ids: await nextTourIds(trx), categoryIds: await this.#categoryIds(trx, shop.id, tour), lang });
        // Generated once: what the edit would close is judged on the very slots it then writes.
        const slots = generateTimeslots(tourSlotRule(written), now, shop.timeZone);
        const losing = await slotsLosingBuyers(trx, id, slots, now);
        const slotsWithBuyers = losing.map(({ startsAt, sold, capacity, change }): SlotWithBuyers => ({ startsAt, sold, capacity, change }));
        if (losing.length > 0 && !choice.closeSlotsWithBuyers) throw new SlotsHaveBuyersError(slotsWithBuyers);
        await writeTour(trx, shop.id, written, tour.listed, now, shop.timeZone, slots);
        await tellBuyersOfChangedSlots(trx, shop, { id, name: written.name }, losing, staff, this.publicUrl, now);
        const record = await this.#record(trx, shop.id, id);
        const before = officeTourRecordOf(stored).tour;
        await appendAudit(trx, { staffId: staff.id, action: 'tour.update', target: `tour:${id}`, before, after: losing.length === 0 ? record.tour : { ...record.tour, slotsWithBuyers } }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** The categories the tour names that the shop has, held until the write ends so none is deleted under it. */
  async #categoryIds(db: Executor, shopId: number, tour: OfficeTour): Promise<Set<number>> {
    return groupIdsHeld(db, 'tour_categories', shopId, tour.categories);
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeTourRecord> {
    const stored = await findStoredTour(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_TOUR_NOT_FOUND');
    return officeTourRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shop(): Promise<{ id: number; timeZone: string; settings: ShopSettings }> {
    const shop = await this.shops.resolveOrFirst(undefined, 'en');
    return { id: shop.id, timeZone: shop.settings.time_zone, settings: shop.settings };
  }
}
