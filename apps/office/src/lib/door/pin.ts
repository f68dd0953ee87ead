import type { DoorConfig } from './door-types';

/** PBKDF2 parameters and hash are sent base64-encoded by the server. */
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Whether a PIN matches the device's, checked on the phone with WebCrypto (PBKDF2-SHA256) so the
 * lock works without a network; the phone keeps only the salt and hash the server sent.
 */
export const pinMatches = async (pin: string, stored: NonNullable<DoorConfig['pin']>): Promise<boolean> => {
  const expected = fromBase64(stored.hash);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(stored.salt), iterations: stored.iterations }, key, expected.length * 8));
  // Compared whole, not stopping at the first difference.
  let difference = bits.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1) difference |= (bits[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
};

/** The lock comes back after this long without a scan or a touch. */
export const PIN_IDLE_MS = 10 * 60 * 1000;
