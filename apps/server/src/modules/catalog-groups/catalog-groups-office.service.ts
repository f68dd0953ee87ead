import { localizedTextSchema, type LocalizedText, type OfficeCatalogGroup, type OfficeCatalogGroupRecord, type SessionStaff } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit, StaleRecordError, withFreshId } from '../staff/public.js';
import type { CatalogGroupKind } from './catalog-group-kind.js';
import { claimGroupVersion, deleteGroup, findStoredGroup, insertGroup, listStoredGroups, nextGroupId, renameGroup, type StoredGroup } from './catalog-groups.repository.js';

/** The languages with a text: the office sends an emptied language as an empty text. */
const written = (name: LocalizedText): LocalizedText => Object.fromEntries(Object.entries(name).filter(([, text]) => text !== ''));

const recordOf = (row: StoredGroup): OfficeCatalogGroupRecord => ({
  id: row.id,
  version: row.version,
  sequenceNo: row.sequence_no,
  group: { name: localizedTextSchema.parse(JSON.parse(row.name)) },
});

/**
 * The office's named groups of one kind (docs/office.md "Tour categories and voucher groups"): listed,
 * added after the others, renamed and deleted against the version their editor read. A group that an
 * entry, listed or not, is filed under is not deleted (409 OFFICE_GROUP_IN_USE with how many). Every
 * write is audited and lets the shop's read caches go, so the shop shows it at once on this instance.
 */
export class CatalogGroupsOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    readonly kind: CatalogGroupKind,
  ) {}

  async list(): Promise<OfficeCatalogGroupRecord[]> {
    return (await listStoredGroups(this.db, this.kind.table, await this.#shopId())).map(recordOf);
  }

  async create(group: OfficeCatalogGroup, staff: SessionStaff, now: Date): Promise<OfficeCatalogGroupRecord> {
    const shopId = await this.#shopId();
    try {
      return await withFreshId(() =>
        this.db.transaction().execute(async (trx) => {
          const id = await nextGroupId(trx, this.kind.table);
          const last = Math.max(0, ...(await listStoredGroups(trx, this.kind.table, shopId)).map((row) => row.sequence_no));
          await insertGroup(trx, this.kind.table, shopId, { id, name: written(group.name), sequenceNo: last + 1 });
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: `${this.kind.audit}.create`, target: this.#target(id), before: null, after: record.group }, now);
          return record;
        }),
      );
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** Renames a group at the version its editor read, or answers stale with the group as it is now. */
  async update(id: number, group: OfficeCatalogGroup, version: number, staff: SessionStaff, now: Date): Promise<OfficeCatalogGroupRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await this.#record(trx, shopId, id);
        if (!(await renameGroup(trx, this.kind.table, shopId, id, written(group.name), version))) throw new StaleRecordError(await this.#record(trx, shopId, id));
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: `${this.kind.audit}.update`, target: this.#target(id), before: stored.group, after: record.group }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /**
   * Deletes a group at the version its editor read. The claim of its version holds the row, so an
   * entry being filed under it meanwhile either waits for the delete and finds the group gone, or
   * went first and is counted here.
   */
  async remove(id: number, version: number, staff: SessionStaff, now: Date): Promise<void> {
    const shopId = await this.#shopId();
    try {
      await this.db.transaction().execute(async (trx) => {
        const stored = await this.#record(trx, shopId, id);
        if (!(await claimGroupVersion(trx, this.kind.table, shopId, id, version))) throw new StaleRecordError(await this.#record(trx, shopId, id));
        const count = await this.kind.users(trx, shopId, id);
        if (count > 0) throw new DomainError('OFFICE_GROUP_IN_USE', { params: { count } });
        await deleteGroup(trx, this.kind.table, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: `${this.kind.audit}.delete`, target: this.#target(id), before: stored.group, after: null }, now);
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  #target(id: number): string {
    return `${this.kind.audit}:${id}`;
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeCatalogGroupRecord> {
    const stored = await findStoredGroup(db, this.kind.table, shopId, id);
    if (stored === undefined) throw new DomainError(this.kind.notFound);
    return recordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
