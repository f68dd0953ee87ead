import { isLang, type EnrolmentResponse, type Lang, type OfficeSession, type PasswordSignInBody, type SignInStepResponse } from '@foyer/contract';
import type { Db, Executor } from '../../db/database.js';
import { periodicPrune } from '../../db/periodic-prune.js';
import { DomainError } from '../../errors/domain-error.js';
import { deleteEndedAttemptWindows } from '../../kernel/attempt-lock.js';
import { verifySecret } from '../../kernel/scrypt-hash.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit } from './audit-log.repository.js';
import { claimSignInAttempt, clearSignInAttempts } from './sign-in-attempts.js';
import { MAX_SESSION_HOURS, type ResolvedSession, type StaffSessionReader } from './staff-session-reader.js';
import { claimTotpStep, enrolTotp, findStaffByEmail, recordSignIn, setStaffLanguage, staffEmailKey, toSessionStaff } from './staff.repository.js';
import { deleteStaleStaffSessions, endHalfSession, endStaffSession, keepPendingTotpSecret, startStaffSession } from './staff-sessions.repository.js';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp.js';

/** A started session: its token for the cookie, and the answer. */
export interface Started<T> {
  token: string;
  answer: T;
}

/** What every step knows of the caller besides the cookie: the client's address, which lockouts count. */
export interface Caller {
  ip: string;
}

/**
 * Office sign-in (DESIGN.md "Back office"): a password starts a half-signed-in session; a TOTP code
 * (after enrolling an authenticator, the first time) turns it into a signed-in one with a new token.
 * Every password and code is counted before it is checked (sign-in-attempts.ts); an unknown address,
 * a wrong password and a disabled member answer alike, at the same scrypt cost.
 */
export class SignInService {
  readonly #prune: (now: Date) => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessionReader,
    private readonly shops: ShopResolver,
    private readonly attemptsPerAddress: number,
  ) {
    this.#prune = periodicPrune(60_000, async (now) => {
      await deleteEndedAttemptWindows(db, now);
      await deleteStaleStaffSessions(db, new Date(now.getTime() - sessions.idleTimeoutMinutes * 60_000), new Date(now.getTime() - MAX_SESSION_HOURS * 3_600_000));
    });
  }

  async password(body: PasswordSignInBody, caller: Caller, now: Date): Promise<Started<SignInStepResponse['data']>> {
    await this.#prune(now);
    const key = staffEmailKey(body.email);
    await claimSignInAttempt(this.db, key, caller.ip, this.attemptsPerAddress, now);
    const staff = await findStaffByEmail(this.db, key);
    const matches = await verifySecret(body.password, staff?.password_hash ?? null);
    if (staff === undefined || !matches || staff.disabled === 1) throw new DomainError('OFFICE_CREDENTIALS_INVALID');
    const { token } = await startStaffSession(this.db, staff.id, 'password', now);
    return { token, answer: { next: staff.totp_secret === null ? 'enrol' : 'totp' } };
  }

  /** The secret of an enrolment in progress: the same one for every call of this session, so a reload shows the same QR code. */
  async enrolment(token: string | undefined, now: Date): Promise<EnrolmentResponse['data']> {
    const { tokenHash, session, staff } = await this.sessions.resolve(token, 'password', now);
    if (staff.totp_secret !== null) throw new DomainError('OFFICE_FORBIDDEN');
    const secret = session.pending_totp_secret ?? (await keepPendingTotpSecret(this.db, tokenHash, newTotpSecret()));
    if (secret === undefined) throw new DomainError('OFFICE_SIGNED_OUT');
    return enrolmentOf(secret, staff.email, await this.issuer());
  }

  /** A code from the new authenticator proves it holds the secret: enrolled, and signed in. */
  async enrol(token: string | undefined, code: string, caller: Caller, now: Date): Promise<Started<OfficeSession>> {
    const resolved = await this.sessions.resolve(token, 'password', now);
    const secret = resolved.session.pending_totp_secret;
    if (resolved.staff.totp_secret !== null || secret === null) throw new DomainError('OFFICE_FORBIDDEN');
    await claimSignInAttempt(this.db, resolved.staff.email_key, caller.ip, this.attemptsPerAddress, now);
    const step = matchingStep(secret, code, now);
    if (step === undefined) throw new DomainError('OFFICE_CODE_INVALID');
    const timeZone = await this.#timeZone(resolved.staff.language);
    return this.db.transaction().execute(async (trx) => {
      await enrolTotp(trx, resolved.staff.id, secret, step);
      await appendAudit(trx, { staffId: resolved.staff.id, action: 'staff.enrol', target: `staff:${resolved.staff.id}`, before: null, after: null }, now);
      return this.signIn(trx, resolved, timeZone, now);
    });
  }

  async totp(token: string | undefined, code: string, caller: Caller, now: Date): Promise<Started<OfficeSession>> {
    const resolved = await this.sessions.resolve(token, 'password', now);
    const secret = resolved.staff.totp_secret;
    if (secret === null) throw new DomainError('OFFICE_FORBIDDEN');
    await claimSignInAttempt(this.db, resolved.staff.email_key, caller.ip, this.attemptsPerAddress, now);
    const step = matchingStep(secret, code, now);
    const timeZone = await this.#timeZone(resolved.staff.language);
    return this.db.transaction().execute(async (trx) => {
      if (step === undefined || !(await claimTotpStep(trx, resolved.staff.id, step))) throw new DomainError('OFFICE_CODE_INVALID');
      return this.signIn(trx, resolved, timeZone, now);
    });
  }

  async current(token: string | undefined, now: Date): Promise<OfficeSession> {
    const { session, staff } = await this.sessions.resolve(token, 'signed-in', now);
    return { staff: toSessionStaff(staff), csrfToken: session.csrf_token, idleTimeoutSeconds: this.sessions.idleTimeoutMinutes * 60, timeZone: await this.#timeZone(staff.language) };
  }

  /** The member's office language from now on, on every device and in the mails the office sends them; audited. */
  async chooseLanguage(token: string | undefined, language: Lang, now: Date): Promise<OfficeSession> {
    const { staff } = await this.sessions.resolve(token, 'signed-in', now);
    if (staff.language !== language) {
      await this.db.transaction().execute(async (trx) => {
        await setStaffLanguage(trx, staff.id, language);
        await appendAudit(trx, { staffId: staff.id, action: 'staff.language', target: `staff:${staff.id}`, before: { language: staff.language }, after: { language } }, now);
      });
    }
    return this.current(token, now);
  }

  /** The museum's time zone, the shop's setting; read before a transaction starts (SQLite has one connection). */
  async #timeZone(language: string): Promise<string> {
    return (await this.shops.resolveOrFirst(undefined, isLang(language) ? language : 'en')).settings.time_zone;
  }

  async signOut(tokenHash: string): Promise<void> {
    await endStaffSession(this.db, tokenHash);
  }

  /** The half session gives way to a signed-in one under a new token (one of two racing steps wins). */
  private async signIn(trx: Executor, { tokenHash, staff }: ResolvedSession, timeZone: string, now: Date): Promise<Started<OfficeSession>> {
    if (!(await endHalfSession(trx, tokenHash))) throw new DomainError('OFFICE_SIGNED_OUT');
    await clearSignInAttempts(trx, staff.email_key);
    await recordSignIn(trx, staff.id, now);
    await appendAudit(trx, { staffId: staff.id, action: 'session.start', target: `staff:${staff.id}`, before: null, after: null }, now);
    const { token, csrfToken } = await startStaffSession(trx, staff.id, 'signed-in', now);
    return { token, answer: { staff: toSessionStaff(staff), csrfToken, idleTimeoutSeconds: this.sessions.idleTimeoutMinutes * 60, timeZone } };
  }

  /** Authenticator apps list the entry under the museum's name. */
  private async issuer(): Promise<string> {
    const shop = await this.shops.resolveOrFirst(undefined, 'en').catch(() => undefined);
    return shop === undefined ? 'Foyer' : `${shop.settings.meta.museum_name} office`;
  }
}
