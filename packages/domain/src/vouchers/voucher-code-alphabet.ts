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

/**
 * Written in groups of four (ABCD-EFGH-…) wherever a person reads it, as the voucher prints it; the
 * dashes are not part of the code, so one typed with spaces, dashes or in lower case is written the
 * same. A code of another shape (imported from an older system) is written as the museum issued it.
 */
export const groupVoucherCode = (code: string): string => {
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  return plain.length === VOUCHER_CODE_LENGTH ? (plain.match(/.{4}/g) ?? []).join('-') : code.trim();
};
