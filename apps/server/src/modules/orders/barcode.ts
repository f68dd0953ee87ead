import { randomInt } from 'node:crypto';

/**
 * 16 random digits: numeric codes scan fastest as QR and fit every gate system; 10^16 values make a
 * collision practically impossible, and the unique index on issued_tickets.barcode refuses one anyway.
 */
export const newBarcode = (): string => Array.from({ length: 16 }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');
