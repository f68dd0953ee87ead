import type { Lang, SessionResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { queueAccountMail } from '../../mail/account-mail.js';
import { findCustomerSettings } from '../customer/public.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { detailColumns, emailTakenErrors, validateRegistration, withStoredFields } from './account-fields.js';
import { mailShop, mailTo } from './account-context.js';
import { emailKey, findCustomerRow, isEmailTaken, toSessionCustomer, upgradeGuest, type CustomerRow } from './accounts.repository.js';
import { clearLoginAttempts } from './login-attempts.repository.js';
import { endSessions, findSessionCustomer, insertCustomer, issueSession } from './customer-auth.repository.js';
import type { GuestDetails } from './guest-validation.js';
import { hashPassword } from './password-hash.js';
import { hashSessionToken } from '../../kernel/session-token.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';

/** The address as the field rules read it (always visible, trimmed). */
const submittedEmail = (input: unknown): string => {
  const email = input !== null && typeof input === 'object' ? (input as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? email.trim() : '';
};

interface Checked {
  shop: ShopContext;
  details: GuestDetails & { email: string };
  password: string;
  guest: CustomerRow | undefined;
}

/**
 * SPEC §7 `customer/register` and its validate-only twin `customer/validate`. A guest who sends their
 * session token becomes the account themselves (the guest row is upgraded, so its orders stay).
 */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly sessionHours: number,
    /** `PUBLIC_URL`, where the mails' logo is found. */
    private readonly publicUrl: string,
  ) {}

  /** Runs every check of `register` and creates nothing. */
  async validate(raw: unknown, lang: Lang, token: string | undefined): Promise<{ valid: true }> {
    await this.#check(raw, lang, token, 'VALIDATION_FAILED');
    return { valid: true };
  }

  async register(raw: unknown, lang: Lang, token: string | undefined): Promise<SessionResponse['data']> {
    const { shop, details, password, guest } = await this.#check(raw, lang, token, 'EMAIL_TAKEN');
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const account = { ...detailColumns(details), email: details.email, email_key: emailKey(details.email), password_hash: passwordHash, lang };
    try {
      return await this.db.transaction().execute(async (trx) => {
        let id: number;
        if (guest === undefined) {
          id = await insertCustomer(trx, { ...account, shop_id: shop.id, is_guest: 0, created_at: now.toISOString() });
        } else {
          // Someone else upgraded this guest a moment ago (a second click): its address is registered now.
          if (!(await upgradeGuest(trx, guest.id, account))) throw new DomainError('EMAIL_TAKEN', { errors: emailTakenErrors(lang) });
          id = guest.id;
          // The guest's token was handed out without a password: it does not open the account.
          await endSessions(trx, id);
        }
        const row = await findCustomerRow(trx, id);
        if (row === undefined) throw new Error(`customer ${id} vanished inside its own transaction`);
        // Guesses at the address before it had an account must not lock out its new owner.
        await clearLoginAttempts(trx, shop.id, account.email_key);
        await queueAccountMail(trx, { kind: 'welcome' }, mailTo(row, lang), mailShop(shop, this.publicUrl), now);
        return { ...(await issueSession(trx, id, now, this.sessionHours)), customer: toSessionCustomer(row) };
      });
    } catch (error) {
      // The unique index decides a race between two registrations of one address: the loser lands here.
      if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN', { errors: emailTakenErrors(lang) });
      throw error;
    }
  }

  /**
   * Field rules and the address together, so the form shows every problem at once. A taken address
   * is a field error among others; alone, it answers `takenAs` (EMAIL_TAKEN when registering).
   */
  async #check(raw: unknown, lang: Lang, token: string | undefined, takenAs: 'VALIDATION_FAILED' | 'EMAIL_TAKEN'): Promise<Checked> {
    const shop = await this.shops.resolve(undefined, lang);
    if (!shop.settings.user_registration) throw new DomainError('REGISTRATION_DISABLED');
    const settings = await findCustomerSettings(this.db, shop.id);
    if (settings === undefined) throw new DomainError('UNKNOWN_SHOP');
    const guest = await this.#guestOf(token);
    const input = guest === undefined ? raw : withStoredFields(raw, guest);
    const result = validateRegistration(input, settings, shop.settings.default_user_country_key, lang);
    const errors = 'errors' in result ? { ...result.errors } : {};
    const email = submittedEmail(input);
    if (errors.email === undefined && email !== '' && (await isEmailTaken(this.db, shop.id, emailKey(email)))) {
      if (!('errors' in result)) throw new DomainError(takenAs, { errors: emailTakenErrors(lang) });
      Object.assign(errors, emailTakenErrors(lang));
    }
    if ('errors' in result) throw new DomainError('VALIDATION_FAILED', { errors });
    return { shop, details: { ...result.details, email }, password: result.password, guest };
  }

  /** The guest behind a session token; any other token (none, expired, a registered customer's) changes nothing. */
  async #guestOf(token: string | undefined): Promise<CustomerRow | undefined> {
    if (token === undefined) return undefined;
    const customer = await findSessionCustomer(this.db, hashSessionToken(token), new Date());
    if (customer === undefined || !customer.isGuest) return undefined;
    return findCustomerRow(this.db, customer.id);
  }
}
