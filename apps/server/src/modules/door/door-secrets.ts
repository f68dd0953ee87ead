import { DOOR_PAIRING_ALPHABET } from '@foyer/contract';
import { createHash, pbkdf2, randomBytes, randomInt } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);

/** A device's token: 32 random bytes, as a bearer token; only its hash is stored. */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

/** How tokens and pairing codes are kept: they are random and long, so a fast hash suffices. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const PAIRING_LENGTH = 10;

/** Ten characters of Crockford base32 (50 bits), shown in two groups of five: `ABCDE-FGHJK`. */
export const newPairingCode = (): string => {
  const code = Array.from({ length: PAIRING_LENGTH }, () => DOOR_PAIRING_ALPHABET[randomInt(DOOR_PAIRING_ALPHABET.length)]).join('');
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

/**
 * A code as typed, in the form it was hashed in: any case, dashes and spaces dropped, and the letters
 * Crockford base32 reads as digits (O as 0, I and L as 1) taken as those digits. Null for anything else.
 */
export const normalPairingCode = (typed: string): string | null => {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== PAIRING_LENGTH || [...code].some((char) => !DOOR_PAIRING_ALPHABET.includes(char))) return null;
  return code;
};

/** Rounds of PBKDF2 a phone runs through WebCrypto to check the PIN: well under a second on a mid-range phone. */
export const PIN_ITERATIONS = 100_000;

/** The PIN's check as the phone receives it: salt and hash in base64. */
export const pinCheckOf = async (pin: string): Promise<{ salt: string; hash: string; iterations: number }> => {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, PIN_ITERATIONS, 32, 'sha256');
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), iterations: PIN_ITERATIONS };
};
