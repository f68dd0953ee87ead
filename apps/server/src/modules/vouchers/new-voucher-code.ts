import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH, voucherCodeFrom } from '@foyer/domain';

/** 16 characters drawn from a cryptographic source: a code cannot be guessed from others (DESIGN.md). */
export const newVoucherCode = (): string => voucherCodeFrom(Array.from({ length: VOUCHER_CODE_LENGTH }, () => randomInt(VOUCHER_CODE_ALPHABET.length)));
