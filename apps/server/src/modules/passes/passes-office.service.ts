import type { OfficePass, OfficePassRecord, OfficePassSummary, SessionStaff } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { writeProduct } from '../merchandise/public.js';
import { appendAudit, StaleRecordError, withFreshId } from '../staff/public.js';
import { catalogPassOf, officePassRecordOf } from './office-pass-mapping.js';
import { claimProductVersion, findStoredPass, listStoredPasses, nextProductId } from './office-passes.repository.js';

/**
 * The office's annual passes (docs/office.md): read whole, created, and edited against the version
 * their editor read. A write goes through the catalog's own product writer, so import, export and
 * office agree; the shop sees it on this instance at once (the catalog generation). Each write is
 * audited with the pass before and after.
 */
export class PassesOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(): Promise<OfficePassSummary[]> {
    const rows = await listStoredPasses(this.db, await this.#shopId());
    return rows.map((row) => ({ id: row.id, name: JSON.parse(row.name), price: row.price, validityMonths: row.validity_months ?? 12, listed: row.listed === 1, version: row.version }));
  }

  async get(id: number): Promise<OfficePassRecord> {
    return this.#record(this.db, await this.#shopId(), id);
  }

  async create(pass: OfficePass, staff: SessionStaff, now: Date): Promise<OfficePassRecord> {
    const shopId = await this.#shopId();
    try {
      return await withFreshId(() =>
        this.db.transaction().execute(async (trx) => {
          const id = await nextProductId(trx);
          await writeProduct(trx, shopId, catalogPassOf(id, pass, undefined), { listed: pass.listed, stock: 'write', created: true });
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: 'pass.create', target: `pass:${id}`, before: null, after: record.pass }, now);
          return record;
        }),
      );
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** Applies the whole pass to the version its editor read, or answers stale with the pass as it is now. */
  async update(id: number, pass: OfficePass, version: number, staff: SessionStaff, now: Date): Promise<OfficePassRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredPass(trx, shopId, id);
        if (stored === undefined) throw new DomainError('OFFICE_PASS_NOT_FOUND');
        if (!(await claimProductVersion(trx, id, version))) throw new StaleRecordError(await this.#record(trx, shopId, id));
        await writeProduct(trx, shopId, catalogPassOf(id, pass, stored), { listed: pass.listed, stock: 'write' });
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: 'pass.update', target: `pass:${id}`, before: officePassRecordOf(stored).pass, after: record.pass }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficePassRecord> {
    const stored = await findStoredPass(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_PASS_NOT_FOUND');
    return officePassRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
