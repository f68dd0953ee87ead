/**
 * A voucher code as people read and type it: groups of four joined by dashes, as the voucher prints
 * it ("RKN3-NPAA-XUTY-RF77"). Spaces, dashes and lower case of a typed code do not matter.
 */
export const formatVoucherCode = (code: string): string => {
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  return plain.match(/.{1,4}/g)?.join('-') ?? plain;
};
