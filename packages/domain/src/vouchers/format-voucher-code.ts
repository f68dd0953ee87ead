import { VOUCHER_CODE_LENGTH } from './voucher-code-alphabet.js';

/**
 * A voucher code as people read and type it: a code the shop issued (16 characters) in groups of four
 * joined by dashes, as the voucher prints it ("RKN3-NPAA-XUTY-RF77"), whatever spaces, dashes or case
 * it was typed with. A code of another length (a museum's own, "VALID-50") stays as it was made, without stray spaces.
 */
export const formatVoucherCode = (code: string): string => {
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  if (plain.length !== VOUCHER_CODE_LENGTH) return code.trim();
  return plain.match(/.{4}/g)?.join('-') ?? plain;
};
