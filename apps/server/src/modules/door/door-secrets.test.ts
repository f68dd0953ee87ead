import { DOOR_PAIRING_ALPHABET } from '@foyer/contract';
import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newDeviceToken, newPairingCode, normalPairingCode, pinCheckOf } from './door-secrets.js';

describe('door secrets', () => {
  it('makes pairing codes of ten Crockford base32 characters in two groups, all different', () => {
    const codes = new Set(Array.from({ length: 200 }, newPairingCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      expect([...code.replace('-', '')].every((char) => DOOR_PAIRING_ALPHABET.includes(char))).toBe(true);
    }
  });

  it.each([
    ['ABCDE-FGHJK', 'ABCDEFGHJK'],
    ['abcde fghjk', 'ABCDEFGHJK'],
    ['  0o1il-23456 ', '0011123456'],
    ['ABCDE-FGHJ', null],
    ['ABCDE-FGHJU', null],
    ['ABCDE-FGHJK1', null],
  ])('reads the typed code %j as %j', (typed, normal) => {
    expect(normalPairingCode(typed)).toBe(normal);
  });

  it('hashes secrets the same way each time and tokens are long and random', () => {
    const token = newDeviceToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newDeviceToken()).not.toBe(token);
    expect(hashSecret(token)).toBe(hashSecret(token));
    expect(hashSecret(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a PIN check a phone can verify with PBKDF2-SHA256 and a fresh salt each time', async () => {
    const check = await pinCheckOf('4711');
    expect(pbkdf2Sync('4711', Buffer.from(check.salt, 'base64'), check.iterations, 32, 'sha256').toString('base64')).toBe(check.hash);
    expect(pbkdf2Sync('4712', Buffer.from(check.salt, 'base64'), check.iterations, 32, 'sha256').toString('base64')).not.toBe(check.hash);
    expect((await pinCheckOf('4711')).salt).not.toBe(check.salt);
  });
});
