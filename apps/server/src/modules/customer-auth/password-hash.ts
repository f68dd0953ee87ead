import { hashSecret, verifySecret } from '../../kernel/scrypt-hash.js';

/**
 * DESIGN.md: scrypt (kernel/scrypt-hash.ts) over the md5 hex the client sends (SPEC §5 keeps md5
 * only as the wire format).
 */
/** md5 hex is case-insensitive on the wire; hash one spelling. */
const normalize = (md5Hex: string): string => md5Hex.trim().toLowerCase();

export const hashPassword = (md5Hex: string): Promise<string> => hashSecret(normalize(md5Hex));

export const verifyPassword = (md5Hex: string, stored: string | null): Promise<boolean> => verifySecret(normalize(md5Hex), stored);
