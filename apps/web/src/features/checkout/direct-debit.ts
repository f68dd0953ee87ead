import type { PaymentType } from '@foyer/contract';

/** DESIGN.md: only a direct-debit type asks for account holder and IBAN; the catalog says which ones are. */
export const needsDirectDebit = (types: readonly Pick<PaymentType, 'payartId' | 'direct_debit'>[], payart: number): boolean =>
  types.some((type) => type.payartId === payart && type.direct_debit);
