import type { OfficePaymentType, OfficePaymentTypeRecord, OfficePaymentTypeSummary, SessionStaff } from '@foyer/contract';
import { writePaymentType } from '../../catalog/shared-catalog.js';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { appendAudit, StaleRecordError } from '../staff/public.js';
import { catalogPaymentTypeOf, officePaymentTypeRecordOf } from './office-payment-type-mapping.js';
import { claimPaymentTypeVersion, findStoredPaymentType, listStoredPaymentTypes } from './office-payment-types.repository.js';

/**
 * The owner's payment types (docs/office.md): which the shop offers, whether each is a direct debit
 * or paid later, and their texts; written through the catalog's own writer against the version read.
 */
export class PaymentTypesOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async list(): Promise<OfficePaymentTypeSummary[]> {
    const rows = await listStoredPaymentTypes(this.db, await this.#shopId());
    return rows.map((row) => ({ payartId: row.payart_id, name: JSON.parse(row.name), offered: row.offered === 1, directDebit: row.direct_debit === 1, payLater: row.pay_later_days !== null, version: row.version }));
  }

  async get(payartId: number): Promise<OfficePaymentTypeRecord> {
    return this.#record(this.db, await this.#shopId(), payartId);
  }

  /** A type of the provider's that the shop did not have; one it has answers 409 OFFICE_PAYMENT_TYPE_TAKEN. */
  async create(payartId: number, type: OfficePaymentType, staff: SessionStaff, now: Date): Promise<OfficePaymentTypeRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        // A plain insert claims the id first: of two creates of one type the second meets the key and
        // is told, where the writer's upsert alone would overwrite the first.
        await trx
          .insertInto('payment_types')
          .values({ shop_id: shopId, payart_id: payartId, name: '{}', image: null, sequence_no: 0, wallet: null, direct_debit: 0, pay_later_days: null })
          .execute();
        await writePaymentType(trx, shopId, catalogPaymentTypeOf(payartId, type), type.offered);
        const record = await this.#record(trx, shopId, payartId);
        await appendAudit(trx, { staffId: staff.id, action: 'payment-type.create', target: `payment-type:${payartId}`, before: null, after: record.paymentType }, now);
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('OFFICE_PAYMENT_TYPE_TAKEN');
      throw error;
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async update(payartId: number, type: OfficePaymentType, version: number, staff: SessionStaff, now: Date): Promise<OfficePaymentTypeRecord> {
    const shopId = await this.#shopId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const stored = await findStoredPaymentType(trx, shopId, payartId);
        if (stored === undefined) throw new DomainError('OFFICE_PAYMENT_TYPE_NOT_FOUND');
        if (!(await claimPaymentTypeVersion(trx, shopId, payartId, version))) throw new StaleRecordError(await this.#record(trx, shopId, payartId));
        await writePaymentType(trx, shopId, catalogPaymentTypeOf(payartId, type), type.offered);
        const record = await this.#record(trx, shopId, payartId);
        await appendAudit(trx, { staffId: staff.id, action: 'payment-type.update', target: `payment-type:${payartId}`, before: officePaymentTypeRecordOf(stored).paymentType, after: record.paymentType }, now);
        return record;
      });
    } finally {
      bumpCatalogGeneration(this.db);
    }
  }

  async #record(db: Executor, shopId: number, payartId: number): Promise<OfficePaymentTypeRecord> {
    const stored = await findStoredPaymentType(db, shopId, payartId);
    if (stored === undefined) throw new DomainError('OFFICE_PAYMENT_TYPE_NOT_FOUND');
    return officePaymentTypeRecordOf(stored);
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
