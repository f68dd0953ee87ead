import type { Lang, LoginBody, SessionResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopResolver } from '../shop/shop-context.js';
import { requireMd5 } from './account-fields.js';
import { clearFailedLogins, emailKey, findCustomerRow, findRegisteredByEmail, recordFailedLogin, toSessionCustomer } from './accounts.repository.js';
import { issueSession } from './customer-auth.repository.js';
import { verifyPassword } from './password-hash.js';

const lockedError = (lockedUntil: string, now: Date): DomainError =>
  new DomainError('ACCOUNT_LOCKED', { params: { minutes: Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 60_000)) } });

const isLocked = (lockedUntil: string | null, now: Date): lockedUntil is string => lockedUntil !== null && lockedUntil > now.toISOString();

/** SPEC §7 `auth/login`: e-mail and md5 password of a registered account; guests cannot log in. */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly sessionHours: number,
  ) {}

  async login(body: LoginBody, lang: Lang): Promise<SessionResponse['data']> {
    const { _p: password } = requireMd5({ _p: body._p }, lang);
    const shop = await this.shops.resolve(undefined, lang);
    const now = new Date();
    const account = await findRegisteredByEmail(this.db, shop.id, emailKey(body._u));
    if (account === undefined) {
      // The same scrypt work as for a real account: the answer's timing does not reveal which addresses exist.
      await verifyPassword(password, null);
      throw new DomainError('LOGIN_FAILED');
    }
    if (isLocked(account.locked_until, now)) throw lockedError(account.locked_until, now);
    if (!(await verifyPassword(password, account.password_hash))) {
      await recordFailedLogin(this.db, account.id, now);
      throw new DomainError('LOGIN_FAILED');
    }
    if (!(await clearFailedLogins(this.db, account.id, now))) {
      // Failures at another instance locked the account while this password was checked.
      const locked = await findCustomerRow(this.db, account.id);
      throw lockedError(locked?.locked_until ?? now.toISOString(), now);
    }
    const session = await issueSession(this.db, account.id, now, this.sessionHours);
    return { ...session, customer: toSessionCustomer(account) };
  }
}
