import { z } from 'zod';
import { langSchema } from '../common/languages.js';
import { envelope } from '../common/envelope.js';
import { sessionStaffSchema } from './staff.schema.js';

/**
 * Office sign-in (DESIGN.md "Back office"): password, then a TOTP code. The session lives in an
 * HttpOnly, SameSite=Strict cookie scoped to /office; it is half signed in after the password and
 * fully signed in after the code. Unlike the shop's SPEC login, the password travels as typed (over
 * https) and the server keeps only scrypt over it.
 */

/** Staff passwords: at least 12 characters (set-up); sign-in accepts what was set. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;

/**
 * `POST /office/api/session/password`. 401 OFFICE_CREDENTIALS_INVALID for any wrong pair (unknown
 * address, wrong password, disabled member alike); 429 OFFICE_LOCKED {minutes} after repeated failures.
 */
export const passwordSignInBodySchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(STAFF_PASSWORD_MAX),
});
export type PasswordSignInBody = z.input<typeof passwordSignInBodySchema>;

/** What the half-signed-in session must do next: enter a code, or enrol an authenticator first. */
export const signInStepResponseSchema = envelope(z.object({ next: z.enum(['totp', 'enrol']) }));
export type SignInStepResponse = z.infer<typeof signInStepResponseSchema>;

/** `GET /office/api/session/enrolment` (half signed in, not yet enrolled): the secret to scan or type. */
export const enrolmentResponseSchema = envelope(
  z.object({
    otpauthUri: z.string(),
    /** The same secret in base32, for typing into an authenticator by hand. */
    secret: z.string(),
    /** The otpauth URI as a QR code, an SVG document. */
    qrSvg: z.string(),
  }),
);
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

/** A six-digit authenticator code (`POST /office/api/session/enrolment` and `/session/totp`). */
export const totpCodeBodySchema = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** A fully signed-in session. Every unsafe office call sends `csrfToken` as header `x-csrf-token`. */
export const officeSessionSchema = z.object({
  staff: sessionStaffSchema,
  csrfToken: z.string(),
  /** Inactivity after which the session ends (401 OFFICE_SESSION_EXPIRED). */
  idleTimeoutSeconds: z.number().int(),
  /** The museum's time zone (an IANA name): the office shows every time in it, wherever the browser is. */
  timeZone: z.string(),
});
export type OfficeSession = z.infer<typeof officeSessionSchema>;

/**
 * `POST /office/api/session/enrolment`, `POST /office/api/session/totp` and `GET /office/api/session`
 * (401 OFFICE_SIGNED_OUT without a session, OFFICE_SESSION_EXPIRED after the idle timeout).
 * `DELETE /office/api/session` answers 204.
 */
export const officeSessionResponseSchema = envelope(officeSessionSchema);

/**
 * `PUT /office/api/session/language` (any signed-in member): the office's language for this member
 * from now on, on every device and for the mails the office sends them; answers the session.
 */
export const officeLanguageBodySchema = z.object({ language: langSchema });
export type OfficeSessionResponse = z.infer<typeof officeSessionResponseSchema>;

/** The header that carries the session's CSRF token on every unsafe call after sign-in. */
export const OFFICE_CSRF_HEADER = 'x-csrf-token';
