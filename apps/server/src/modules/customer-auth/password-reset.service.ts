import type { Lang, SessionResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { queueAccountMail } from '../../mail/account-mail.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { requireEmail, requireMd5 } from './account-fields.js';
import { mailShop, mailTo } from './account-context.js';
import { emailKey, findCustomerRow, findRegisteredByEmail, setPasswordHash, toSessionCustomer } from './accounts.repository.js';
import { endSessions, issueSession } from './customer-auth.repository.js';
import { hashPassword } from './password-hash.js';
import { consumeReset, countRecentResets, expireResets, insertReset, lockCustomerRow, RESET_MINUTES, RESETS_PER_HOUR } from './password-resets.repository.js';
import { hashSessionToken, newSessionToken } from '../../kernel/session-token.js';

/**
 * SPEC §7 password recovery: `customer/pwdreset` mails a single-use link, `customer/pwdconfirm`
 * sets the new password with it and logs the customer in (SPEC §4: recovery logs the user in).
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly sessionHours: number,
    /** `PUBLIC_URL`: the link never comes from the request (its Host or the SPEC's `backlink`). */
    private readonly publicUrl: string,
  ) {}

  /**
   * The same answer, and the same database work, whether or not the address has an account, so
   * neither the answer nor its timing tells who is a customer. A few mails per account and hour at most.
   */
  async request(body: { email: string }, lang: Lang): Promise<{ sent: true }> {
    const email = requireEmail(body.email, lang);
    const shop = await this.shops.resolve(undefined, lang);
    const account = await findRegisteredByEmail(this.db, shop.id, emailKey(email));
    const token = newSessionToken();
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const customerId = account?.id ?? 0;
      await lockCustomerRow(trx, customerId);
      const recent = await countRecentResets(trx, customerId, now);
      if (account === undefined || recent >= RESETS_PER_HOUR) return;
      await expireResets(trx, customerId, now);
      await insertReset(trx, customerId, hashSessionToken(token), now);
      const link = `${this.publicUrl.replace(/\/+$/, '')}/${lang}/recover/${token}`;
      await queueAccountMail(trx, { kind: 'passwordReset', link, minutes: RESET_MINUTES }, mailTo(account, lang), mailShop(shop, this.publicUrl), now);
    });
    return { sent: true };
  }

  /** Exactly one of two concurrent confirms of a token wins; every session of the account ends, a new one begins. */
  async confirm(body: { token?: string | undefined; _p?: string | undefined }, lang: Lang): Promise<SessionResponse['data']> {
    const token = body.token?.trim() ?? '';
    if (token === '' || (body._p ?? '').trim() === '') throw new DomainError('FIELDS_REQUIRED');
    const { _p: password } = requireMd5({ _p: body._p }, lang);
    const hash = await hashPassword(password);
    const shop = await this.shops.resolve(undefined, lang);
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const customerId = await consumeReset(trx, hashSessionToken(token), now);
      const row = customerId === undefined ? undefined : await findCustomerRow(trx, customerId);
      if (row === undefined) throw new DomainError('RESET_TOKEN_INVALID');
      await setPasswordHash(trx, row.id, hash);
      await expireResets(trx, row.id, now);
      await endSessions(trx, row.id);
      await queueAccountMail(trx, { kind: 'passwordChanged' }, mailTo(row, lang), mailShop(shop, this.publicUrl), now);
      return { ...(await issueSession(trx, row.id, now, this.sessionHours)), customer: toSessionCustomer(row) };
    });
  }
}
