import { createHash, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNMATCHABLE_HASH } from '../../kernel/scrypt-hash.js';
import { hashPassword, verifyPassword } from './password-hash.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the md5 itself', async () => {
    const first = await hashPassword(md5('secret'));
    const second = await hashPassword(md5('secret'));
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(md5('secret'));
  });

  it('accepts the same md5 in either case and refuses any other', async () => {
    const stored = await hashPassword(md5('secret'));
    expect(await verifyPassword(md5('secret'), stored)).toBe(true);
    expect(await verifyPassword(md5('secret').toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5('Secret'), stored)).toBe(false);
  });

  it('checks with the parameters stored beside the hash, so older hashes keep working after a cost change', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(md5('secret'), salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword(md5('secret'), stored)).toBe(true);
    expect(await verifyPassword(md5('other'), stored)).toBe(false);
  });

  it('never matches a missing, malformed or unmatchable hash', async () => {
    for (const stored of [null, '', 'md5$abc', 'scrypt$0$8$1$AAAA$AAAA', 'scrypt$1024$8$1$AAAA$', UNMATCHABLE_HASH]) {
      expect(await verifyPassword(md5(''), stored)).toBe(false);
    }
  });

  it('makes the check for an unknown e-mail cost what a real check costs: the same scrypt parameters', async () => {
    expect(costOf(UNMATCHABLE_HASH)).toBe(costOf(await hashPassword(md5('secret'))));
  });
});
