import { DIRECT_DEBIT_PAYART_IDS, FIELD_MESSAGES, type Lang, type PaymentAux } from '@foyer/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { HttpError } from '../../http/http-error.js';

export interface PaymentDetails {
  wallet: string | null;
  accountHolder: string | null;
  /** Normalised (no spaces, upper case); handed to the provider, only the last four digits are stored. */
  iban: string | null;
}

/**
 * SPEC §7 aux: a wallet (from the payment type or the express button) needs nothing more; payment
 * types 74 and 164 otherwise need an account holder and an IBAN whose checksum holds (DESIGN.md).
 */
export const checkPaymentDetails = (payart: number, typeWallet: string | null, aux: PaymentAux, lang: Lang): PaymentDetails => {
  const wallet = aux.wallet ?? typeWallet;
  if (wallet !== null) return { wallet, accountHolder: null, iban: null };
  if (!(DIRECT_DEBIT_PAYART_IDS as readonly number[]).includes(payart)) return { wallet: null, accountHolder: null, iban: null };
  const messages = FIELD_MESSAGES[lang];
  const errors: Record<string, string[]> = {};
  const holder = aux.Accountholder ?? '';
  const iban = electronicFormatIBAN(aux.IBAN ?? '') ?? '';
  if (holder === '') errors['aux.Accountholder'] = [messages.required];
  if (iban === '') errors['aux.IBAN'] = [messages.required];
  else if (!isValidIBAN(iban)) errors['aux.IBAN'] = [messages.invalid];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'VALIDATION_FAILED', errors);
  return { wallet: null, accountHolder: holder, iban };
};

/**
 * The payment page sends the payer back to these addresses, so only this shop's own pages are
 * allowed (its public address or the address the browser used), never a foreign site.
 */
export const checkReturnUrls = (
  urls: { continue: string; cancel: string },
  allowedOrigins: readonly string[],
  lang: Lang,
): { continue: string; cancel: string } => {
  const errors: Record<string, string[]> = {};
  const resolve = (field: 'continue' | 'cancel'): string => {
    const value = urls[field];
    try {
      const url = new URL(value, allowedOrigins[0]);
      const relative = value.startsWith('/') && !value.startsWith('//');
      if (relative || allowedOrigins.includes(url.origin)) return url.toString();
    } catch {
      // reported below like any other foreign address
    }
    errors[`url.${field}`] = [FIELD_MESSAGES[lang].invalid];
    return value;
  };
  const checked = { continue: resolve('continue'), cancel: resolve('cancel') };
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'VALIDATION_FAILED', errors);
  return checked;
};

/** Appends query parameters to a return address that may already have some. */
export const withQuery = (address: string, params: Record<string, string>): string => {
  const url = new URL(address);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};
