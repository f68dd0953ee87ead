import { FIELD_MESSAGES, isLang, staffMailRoleSchema, type Lang, type SessionStaff, type StaffMailAddress, type StaffMailRecord } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit, StaleRecordError } from '../staff/public.js';
import { claimStaffMailVersion, findStaffMailAddresses, replaceStaffMailAddresses } from './staff-mail-addresses.repository.js';

/**
 * The addresses of the staff mails (docs/operations.md "Staff mails"): the owner sets them per role,
 * each with its language, saved whole against the version read.
 */
export class StaffMailOfficeService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async get(): Promise<StaffMailRecord> {
    return this.#record(this.db, await this.#shopId());
  }

  /** `lang`: the language of a refused field's message. */
  async update(addresses: StaffMailAddress[], version: number, staff: SessionStaff, lang: Lang, now: Date): Promise<StaffMailRecord> {
    const twice = addresses.findIndex((address, index) => addresses.findIndex((other) => other.role === address.role && other.email === address.email) !== index);
    if (twice !== -1) throw new DomainError('VALIDATION_FAILED', { errors: { [`addresses.${twice}.email`]: [FIELD_MESSAGES[lang].listed_twice] } });
    const shopId = await this.#shopId();
    return this.db.transaction().execute(async (trx) => {
      const before = await this.#record(trx, shopId);
      if (!(await claimStaffMailVersion(trx, shopId, version))) throw new StaleRecordError(before);
      await replaceStaffMailAddresses(trx, shopId, addresses);
      const record = await this.#record(trx, shopId);
      await appendAudit(trx, { staffId: staff.id, action: 'staff-mail.update', target: 'staff-mail', before: before.addresses, after: record.addresses }, now);
      return record;
    });
  }

  async #record(db: Executor, shopId: number): Promise<StaffMailRecord> {
    const row = await db.selectFrom('shop_commerce').select('staff_mail_version').where('shop_id', '=', shopId).executeTakeFirst();
    if (row === undefined) throw new DomainError('NOT_FOUND');
    const addresses = await findStaffMailAddresses(db, shopId);
    return {
      version: row.staff_mail_version,
      addresses: addresses.map((address) => ({ role: staffMailRoleSchema.parse(address.role), email: address.email, language: isLang(address.lang) ? address.lang : 'en' })),
    };
  }

  /** The office works on the shop this server runs (the first; a server runs one museum's shop). */
  async #shopId(): Promise<number> {
    return (await this.shops.resolveOrFirst(undefined, 'en')).id;
  }
}
