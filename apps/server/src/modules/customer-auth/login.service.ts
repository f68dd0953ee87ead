import type { Lang, LoginBody, SessionResponse } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { periodicPrune } from '../../db/periodic-prune.js';
import { DomainError } from '../../errors/domain-error.js';
import { deleteEndedAttemptWindows, minutesUntil } from '../../kernel/attempt-lock.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { requireMd5 } from './account-fields.js';
import { emailKey, findRegisteredByEmail, toSessionCustomer } from './accounts.repository.js';
import { issueSession } from './customer-auth.repository.js';
import { claimLoginAttempt, clearLoginAttempts } from './login-attempts.repository.js';
import { verifyPassword } from './password-hash.js';

const lockedError = (lockedUntil: string, now: Date): DomainError =>
  new DomainError('ACCOUNT_LOCKED', { params: { minutes: minutesUntil(lockedUntil, now) } });

/**
 * SPEC §7 `auth/login`: e-mail and md5 password of a registered account; guests cannot log in.
 * Every login of an address is counted before its password is checked, and an address without an
 * account is counted, checked and locked the same way, so no answer tells which addresses exist.
 */
export class LoginService {
  readonly #pruneEndedWindows: (now: Date) => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly sessionHours: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#pruneEndedWindows = periodicPrune(60_000, (now) => deleteEndedAttemptWindows(db, now));
  }

  async login(body: LoginBody, lang: Lang): Promise<SessionResponse['data']> {
    const { _p: password } = requireMd5({ _p: body._p }, lang);
    const shop = await this.shops.resolve(undefined, lang);
    const now = this.clock();
    await this.#pruneEndedWindows(now);
    const key = emailKey(body._u);
    const claim = await claimLoginAttempt(this.db, shop.id, key, now);
    if (!claim.claimed) throw lockedError(claim.lockedUntil, now);
    const account = await findRegisteredByEmail(this.db, shop.id, key);
    // Without an account the check runs against a hash nothing matches: the same scrypt work, the same timing.
    const matches = await verifyPassword(password, account?.password_hash ?? null);
    if (account === undefined || !matches) throw new DomainError('LOGIN_FAILED');
    await clearLoginAttempts(this.db, shop.id, key);
    const session = await issueSession(this.db, account.id, now, this.sessionHours);
    return { ...session, customer: toSessionCustomer(account) };
  }
}
