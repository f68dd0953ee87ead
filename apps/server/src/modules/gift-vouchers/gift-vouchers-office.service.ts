import type { Lang, OfficeGiftVoucher, OfficeGiftVoucherRecord, OfficeGiftVoucherSummary, OfficeVoucherGroup, SessionStaff } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { groupIdsHeld } from '../catalog-groups/public.js';
import { appendAudit, StaleRecordError, withFreshId } from '../staff/public.js';
import { writeGiftVoucher } from './gift-vouchers-catalog.js';
import { catalogGiftVoucherOf, officeGiftVoucherRecordOf } from './office-gift-voucher-mapping.js';
import { claimGiftVoucherVersion, findStoredGiftVoucher, listStoredGiftVouchers, listVoucherGroups, nextGiftVoucherId } from './office-gift-vouchers.repository.js';

/**
 * The office's gift vouchers (docs/office.md): read whole, created, and edited against the version
 * their editor read, through the catalog's own writer; the shop sees an edit on this instance at once.
 * The codes sold vouchers issued keep their amounts and dates: an edit changes what is sold next.
 */
export class GiftVouchersOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(): Promise<{ vouchers: OfficeGiftVoucherSummary[]; groups: OfficeVoucherGroup[] }> {
    const shopId = await this.#shopId();
    const [rows, groups] = await Promise.all([listStoredGiftVouchers(this.db, shopId), listVoucherGroups(this.db, shopId)]);
    return {
      vouchers: rows.map((row) => ({ id: row.id, name: JSON.parse(row.name), price: row.price, variableAmount: row.variable_amount === 1, minAmount: row.min_amount, maxAmount: row.max_amount, listed: row.listed === 1, version: row.version })),
      groups: groups.map((group) => ({ id: group.id, name: JSON.parse(group.name) })),
    };
  }

  async get(id: number): Promise<OfficeGiftVoucherRecord> {
    return this.#record(this.db, await this.#shopId(), id);
  }

  async create(voucher: OfficeGiftVoucher, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeGiftVoucherRecord> {
    const shopId = await this.#shopId();
    try {
      return await withFreshId(() =>
        this.db.transaction().execute(async (trx) => {
          const id = await nextGiftVoucherId(trx);
          await writeGiftVoucher(trx, shopId, catalogGiftVoucherOf(id, voucher, undefined, await this.#groupIds(trx, shopId, voucher), lang), voucher.listed, { created: true });
          const record = await this.#record(trx, shopId, id);
          await appendAudit(trx, { staffId: staff.id, action: 'gift-voucher.create', target: `gift-voucher:${id}`, before: null, after: record.voucher }, now);
          return record;
        }),
      );
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** Applies the whole voucher to the version its editor read, or answers stale with the voucher as it is now. */
  async update(id: number, voucher: OfficeGiftVoucher, version: number, staff: SessionStaff, lang: Lang, now: Date): Promise<OfficeGiftVoucherRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredGiftVoucher(trx, shopId, id);
        if (stored === undefined) throw new DomainError('OFFICE_GIFT_VOUCHER_NOT_FOUND');
        if (!(await claimGiftVoucherVersion(trx, id, version))) throw new StaleRecordError(await this.#record(trx, shopId, id));
        await writeGiftVoucher(trx, shopId, catalogGiftVoucherOf(id, voucher, stored, await this.#groupIds(trx, shopId, voucher), lang), voucher.listed);
        const record = await this.#record(trx, shopId, id);
        await appendAudit(trx, { staffId: staff.id, action: 'gift-voucher.update', target: `gift-voucher:${id}`, before: officeGiftVoucherRecordOf(stored).voucher, after: record.voucher }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  /** The voucher's group, when the shop has it, held until the write ends so it is not deleted under the voucher. */
  async #groupIds(db: Executor, shopId: number, voucher: OfficeGiftVoucher): Promise<Set<number>> {
    return groupIdsHeld(db, 'gift_voucher_groups', shopId, voucher.group === null ? [] : [voucher.group]);
  }

  async #record(db: Executor, shopId: number, id: number): Promise<OfficeGiftVoucherRecord> {
    const stored = await findStoredGiftVoucher(db, shopId, id);
    if (stored === undefined) throw new DomainError('OFFICE_GIFT_VOUCHER_NOT_FOUND');
    return officeGiftVoucherRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
