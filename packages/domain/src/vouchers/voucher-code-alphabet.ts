/**
 * DESIGN.md: voucher codes are 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z,
 * 5/S, 8/B), so a code read from paper is typed right; 24^16 ≈ 10^22 codes cannot be guessed.
 */
export const VOUCHER_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY3467';
export const VOUCHER_CODE_LENGTH = 16;

/** A code from random indices into the alphabet (the server draws them from a secure source). */
export const voucherCodeFrom = (indices: readonly number[]): string => {
  if (indices.length !== VOUCHER_CODE_LENGTH) throw new RangeError(`a voucher code has ${VOUCHER_CODE_LENGTH} characters`);
  return indices
    .map((index) => {
      const char = VOUCHER_CODE_ALPHABET[index];
      if (char === undefined) throw new RangeError(`no character at ${index}`);
      return char;
    })
    .join('');
};
