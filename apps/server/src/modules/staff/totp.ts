import { Secret, TOTP } from 'otpauth';
import { toSVG } from 'bwip-js/node';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label: string, issuer: string): TOTP =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret in base32, as authenticators take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator scans: the otpauth URI and its QR code as SVG (drawn by bwip-js, which draws the tickets' codes). */
export const enrolmentOf = (secret: string, label: string, issuer: string): { otpauthUri: string; secret: string; qrSvg: string } => {
  const otpauthUri = totpOf(secret, label, issuer).toString();
  return { otpauthUri, secret, qrSvg: toSVG({ bcid: 'qrcode', text: otpauthUri }) };
};

/**
 * The time step of the code when it matches the secret now (one step of drift either way, for a
 * phone's clock), else undefined. The caller refuses a step it accepted before.
 */
export const matchingStep = (secret: string, code: string, now: Date): number | undefined => {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
};

