import { FIELD_MESSAGES, type Lang, type PaymentAux } from '@foyer/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { compiledOnce, firstRow } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { catalogRows } from '../../kernel/catalog-rows.js';
import type { PaymentMethod } from '../../payments/payment-provider.js';

const walletOf = (value: string | null | undefined): PaymentMethod['wallet'] => (value === 'APPLEPAY' || value === 'GOOGLEPAY' ? value : null);

/** How the payer chose to pay: now, through the provider, or later (a pay-later type reserves the order for `days`). */
export type PaymentChoice = { kind: 'now'; method: PaymentMethod } | { kind: 'later'; days: number };

/**
 * SPEC §7 aux against the catalog's payment type (DESIGN.md "Payment types"): a pay-later type needs
 * nothing now; a wallet (of the type or the express button) nothing more; only a direct-debit type
 * needs an account holder and an IBAN whose checksum holds. Every other type pays on the provider's page;
 * a type the owner no longer offers is unknown.
 */
const paymentType = compiledOnce((db: Db, shopId: number, payart: number) =>
  db.selectFrom('payment_types').select(['wallet', 'direct_debit', 'pay_later_days']).where('shop_id', '=', shopId).where('payart_id', '=', payart).where('offered', '=', 1),
);

/** Payment types are catalog data: kept as catalog rows, so a checkout does not read its type again. */
const paymentTypes = catalogRows<{ wallet: string | null; direct_debit: number; pay_later_days: number | null } | undefined>();

export const choosePayment = async (db: Db, shopId: number, payart: number, aux: PaymentAux, lang: Lang): Promise<PaymentChoice> => {
  const type = await paymentTypes.read(db, `${shopId}:${payart}`, () => firstRow(paymentType(db, shopId, payart)));
  if (type === undefined) throw new DomainError('PAYMENT_TYPE_UNKNOWN');
  if (type.pay_later_days !== null) return { kind: 'later', days: type.pay_later_days };
  const wallet = walletOf(aux.wallet) ?? walletOf(type.wallet);
  const none = { payart, wallet, directDebit: false, accountHolder: null, iban: null };
  if (wallet !== null || type.direct_debit !== 1) return { kind: 'now', method: none };
  const messages = FIELD_MESSAGES[lang];
  const errors: Record<string, string[]> = {};
  const holder = aux.Accountholder ?? '';
  const iban = electronicFormatIBAN(aux.IBAN ?? '') ?? '';
  if (holder === '') errors['aux.Accountholder'] = [messages.required];
  if (iban === '') errors['aux.IBAN'] = [messages.required];
  else if (!isValidIBAN(iban)) errors['aux.IBAN'] = [messages.invalid];
  if (Object.keys(errors).length > 0) throw new DomainError('VALIDATION_FAILED', { errors });
  return { kind: 'now', method: { ...none, directDebit: true, accountHolder: holder, iban } };
};
