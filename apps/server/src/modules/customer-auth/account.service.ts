import type { CustomerDetails, Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { errorMessage } from '../../plugins/error-messages.js';
import { queueAccountMail } from '../../mail/account-mail.js';
import { findCustomerSettings } from '../customer/public.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { detailColumns, emailTakenErrors, requireEmail, requireMd5, withStoredFields } from './account-fields.js';
import { mailShop, mailTo } from './account-context.js';
import { emailKey, findCustomerRow, isEmailTaken, setPasswordHash, toCustomerDetails, updateCustomer, type CustomerRow } from './accounts.repository.js';
import { deleteSession, endSessions } from './customer-auth.repository.js';
import { unfoldCustomer, validateGuest } from './guest-validation.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { expireResets } from './password-resets.repository.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';

/** The session making the call: its customer and its token's hash (kept when other sessions end). */
export interface CallerSession {
  customerId: number;
  tokenHash: string;
}

const passwordWrong = (lang: Lang): DomainError => new DomainError('PASSWORD_WRONG', { errors: { _po: [errorMessage('PASSWORD_WRONG', lang)] } });

/** SPEC §7 calls of a logged-in customer: the account's details, settings, password and e-mail. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    /** `PUBLIC_URL`, where the mails' logo is found. */
    private readonly publicUrl: string,
  ) {}

  async details(customerId: number): Promise<CustomerDetails> {
    return toCustomerDetails(await this.#row(customerId));
  }

  async logout(session: CallerSession): Promise<{ loggedOut: true }> {
    await deleteSession(this.db, session.tokenHash);
    return { loggedOut: true };
  }

  /** `customer/update`: the registration's field rules; the e-mail changes only through `customer/emailchange`. */
  async update(session: CallerSession, raw: unknown, lang: Lang): Promise<CustomerDetails> {
    const row = await this.#row(session.customerId);
    const shop = await this.shops.resolve(row.shop_id, lang);
    const settings = await findCustomerSettings(this.db, shop.id);
    if (settings === undefined) throw new DomainError('UNKNOWN_SHOP');
    // SPEC §3's addrBilling/addrShipping are unfolded before stored fields fill what was not sent.
    const unfolded = unfoldCustomer(raw, lang);
    if ('errors' in unfolded) throw new DomainError('VALIDATION_FAILED', { errors: unfolded.errors });
    const merged = withStoredFields(unfolded.input, row);
    const input = merged !== null && typeof merged === 'object' ? { ...merged, email: row.email } : merged;
    const result = validateGuest(input, settings, shop.settings.default_user_country_key, lang);
    if ('errors' in result) throw new DomainError('VALIDATION_FAILED', { errors: result.errors });
    await updateCustomer(this.db, row.id, detailColumns(result.details));
    return this.details(row.id);
  }

  /** `customer/pwdchange`: ends the account's other sessions and tells the customer by mail. */
  async changePassword(session: CallerSession, body: { _po: string; _pn: string }, lang: Lang): Promise<{ changed: true }> {
    const { _po: current, _pn: next } = requireMd5({ _po: body._po, _pn: body._pn }, lang);
    const row = await this.#checkedPassword(session.customerId, current, lang);
    const hash = await hashPassword(next);
    const shop = await this.shops.resolve(row.shop_id, lang);
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      // Only over the hash just checked: a concurrent change of the password makes this one fail.
      if (!(await setPasswordHash(trx, row.id, hash, row.password_hash ?? ''))) throw passwordWrong(lang);
      await endSessions(trx, row.id, session.tokenHash);
      await expireResets(trx, row.id, now);
      await queueAccountMail(trx, { kind: 'passwordChanged' }, mailTo(row, lang), mailShop(shop, this.publicUrl), now);
    });
    return { changed: true };
  }

  /** `customer/emailchange`: the old address is told where the account went; other sessions end. */
  async changeEmail(session: CallerSession, body: { _po: string; email: string }, lang: Lang): Promise<CustomerDetails> {
    const { _po: current } = requireMd5({ _po: body._po }, lang);
    const email = requireEmail(body.email, lang);
    const row = await this.#checkedPassword(session.customerId, current, lang);
    const key = emailKey(email);
    if (await isEmailTaken(this.db, row.shop_id, key, row.id)) throw new DomainError('EMAIL_TAKEN', { errors: emailTakenErrors(lang) });
    const shop = await this.shops.resolve(row.shop_id, lang);
    const now = new Date();
    try {
      await this.db.transaction().execute(async (trx) => {
        await updateCustomer(trx, row.id, { email, email_key: key });
        await endSessions(trx, row.id, session.tokenHash);
        await queueAccountMail(trx, { kind: 'emailChanged', newEmail: email }, mailTo(row, lang), mailShop(shop, this.publicUrl), now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN', { errors: emailTakenErrors(lang) });
      throw error;
    }
    return this.details(row.id);
  }

  async #checkedPassword(customerId: number, md5: string, lang: Lang): Promise<CustomerRow> {
    const row = await this.#row(customerId);
    if (!(await verifyPassword(md5, row.password_hash))) throw passwordWrong(lang);
    return row;
  }

  async #row(customerId: number): Promise<CustomerRow> {
    const row = await findCustomerRow(this.db, customerId);
    // The session's customer exists (sessions cascade with customers), unless it was deleted this instant.
    if (row === undefined) throw new DomainError('UNAUTHORIZED');
    return row;
  }
}
