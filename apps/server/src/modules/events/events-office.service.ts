import { type Lang, type OfficeEvent, type OfficeEventRecord, type OfficeEventSummary, type SessionStaff, type SlotWithBuyers } from '@foyer/contract';
import { effectiveScope, inStaffScope } from '@foyer/domain';
import { writeEventListEntries } from '../../catalog/event-list-entries.js';
import { generateTimeslots, type GeneratedSlot } from '../../catalog/timeslot-generation.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver, ShopSettings } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit, requireInScope } from '../staff/public.js';
import { writeEvent } from './events-catalog.js';
import type { CatalogEvent } from './events-catalog.schema.js';
import { catalogEventOf, officeRecordOf } from './office-event-mapping.js';
import { claimEventVersion, findStoredEvent, listStoredEvents, nextCatalogIds, slotsLosingBuyers } from './office-events.repository.js';
import { tellBuyersOfChangedSlots } from './slot-change-notices.js';
import type { NewRow } from '../../kernel/new-row.js';

/** An edit named a version that is no longer the stored one; carries the event as it is now. */
export class StaleEventError extends DomainError {
  constructor(readonly current: OfficeEventRecord) {
    super('OFFICE_STALE');
  }
}

/** An edit would close or shrink times with buyers, and the editor has not chosen to. */
export class SlotsHaveBuyersError extends DomainError {
  constructor(readonly slots: SlotWithBuyers[]) {
    super('OFFICE_SLOTS_HAVE_BUYERS');
  }
}

/** Two editors creating at once may both count the same next id: the later one counts again. */
const CREATE_TRIES = 3;

/**
 * The office's events (docs/office.md): read whole, created, and edited against the version their
 * editor read. A write goes through the catalog's own writer, so an edited event yields its slots as
 * an imported one would; the shop sees it on this instance at once (the catalog generation) and on
 * the others within the read cache's lifetime. Each write is audited with the event before and after.
 */
export class EventsOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly publicUrl: string,
  ) {}

  async list(staff: SessionStaff, now: Date): Promise<OfficeEventSummary[]> {
    const shop = await this.#shop();
    const rows = await listStoredEvents(this.db, shop.id, now);
    return rows
      .filter((row) => inStaffScope(staff.role, staff.scope, 'events', String(row.id)))
      .map((row) => ({ id: row.id, name: JSON.parse(row.name) as OfficeEventSummary['name'], listed: row.listed === 1, nextStart: row.next_start ?? null, version: row.version }));
  }

  async get(id: number, staff: SessionStaff): Promise<OfficeEventRecord> {
    requireInScope(staff, 'events', String(id));
    const stored = await findStoredEvent(this.db, (await this.#shop()).id, id);
    if (stored === undefined) throw new DomainError('OFFICE_EVENT_NOT_FOUND');
    return officeRecordOf(stored);
  }

  /**
   * A new event; only a member whose scope is every event may add one (a scoped member could not see
   * it after). `lang` is the language of the refusals of its fields.
   */
  async create(event: OfficeEvent, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeEventRecord> {
    if (effectiveScope(staff.role, staff.scope).events !== null) throw new DomainError('OFFICE_FORBIDDEN');
    const shop = await this.#shop();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const ids = await nextCatalogIds(trx);
          const id = ids.event;
          await this.#write(trx, shop, catalogEventOf(id, event, undefined, ids, lang), event.listed, now, undefined, { created: true });
          const record = await this.#record(trx, shop.id, id);
          await appendAudit(trx, { staffId: staff.id, action: 'event.create', target: `event:${id}`, before: null, after: record.event }, now);
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
   * Applies the whole event to the version its editor read, or answers stale with the event as it is
   * now. Times with buyers that the edit closes or shrinks below what is sold need the editor's
   * explicit choice (`closeSlotsWithBuyers`); with it, their buyers are mailed and listed for the box
   * office (slot_changes) in the same transaction.
   */
  async update(id: number, event: OfficeEvent, version: number, choice: { closeSlotsWithBuyers: boolean }, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeEventRecord> {
    requireInScope(staff, 'events', String(id));
    const shop = await this.#shop();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredEvent(trx, shop.id, id);
        if (stored === undefined) throw new DomainError('OFFICE_EVENT_NOT_FOUND');
        if (!(await claimEventVersion(trx, id, version))) throw new StaleEventError(await this.#record(trx, shop.id, id));
        const ids = await nextCatalogIds(trx);
        const written = catalogEventOf(id, event, stored, ids, lang);
        // Generated once: what the edit would close is judged on the very slots it then writes.
        const slots = generateTimeslots(written.schedule, now, shop.timeZone);
        const losing = await slotsLosingBuyers(trx, id, slots, now);
        const slotsWithBuyers = losing.map(({ startsAt, sold, capacity, change }): SlotWithBuyers => ({ startsAt, sold, capacity, change }));
        if (losing.length > 0 && !choice.closeSlotsWithBuyers) throw new SlotsHaveBuyersError(slotsWithBuyers);
        await this.#write(trx, shop, written, event.listed, now, slots);
        await tellBuyersOfChangedSlots(trx, shop, { id, name: written.name }, losing, staff, this.publicUrl, now);
        const record = await this.#record(trx, shop.id, id);
        await appendAudit(trx, { staffId: staff.id, action: 'event.update', target: `event:${id}`, before: officeRecordOf(stored).event, after: losing.length === 0 ? record.event : { ...record.event, slotsWithBuyers } }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #write(trx: Executor, shop: { id: number; timeZone: string }, event: CatalogEvent, listed: boolean, now: Date, slots?: GeneratedSlot[], newRow: NewRow = {}): Promise<void> {
    await writeEvent(trx, shop.id, event, listed, now, shop.timeZone, slots, newRow);
    await writeEventListEntries(trx, shop.id, shop.timeZone);
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeEventRecord> {
    const stored = await findStoredEvent(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_EVENT_NOT_FOUND');
    return officeRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shop(): Promise<{ id: number; timeZone: string; settings: ShopSettings }> {
    const shop = await this.shops.resolveOrFirst(undefined, 'en');
    return { id: shop.id, timeZone: shop.settings.time_zone, settings: shop.settings };
  }
}
