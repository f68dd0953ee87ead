import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentType } from '@foyer/contract';
import { isOneLineText, YOUR_REFERENCE_MAX_LENGTH } from '@foyer/domain';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { needsDirectDebit } from './direct-debit';

const fields = z.object({
  payart: z.string(),
  /** Set by an express button: the wallet pays, no account details are needed. */
  wallet: z.enum(['APPLEPAY', 'GOOGLEPAY']).nullable(),
  accountHolder: z.string(),
  iban: z.string(),
  /** SPEC §3 externalDocumentNumber: "your reference", optional. */
  reference: z.string(),
  terms: z.boolean(),
});

export type PaymentFormValues = z.infer<typeof fields>;

/** The form's rules for the shop's payment types. Messages are catalog keys of the `checkout` namespace; the form translates them. */
export const paymentFormSchema = (types: readonly Pick<PaymentType, 'payartId' | 'direct_debit'>[]) =>
  fields.superRefine((values, ctx) => {
    if (values.wallet === null && needsDirectDebit(types, Number(values.payart))) {
      if (values.accountHolder.trim() === '') ctx.addIssue({ code: 'custom', path: ['accountHolder'], message: 'form.required' });
      const iban = electronicFormatIBAN(values.iban) ?? '';
      if (iban === '') ctx.addIssue({ code: 'custom', path: ['iban'], message: 'form.required' });
      // DESIGN.md: a direct debit validates the IBAN checksum before anything is sent.
      else if (!isValidIBAN(iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'payment.ibanInvalid' });
    }
    // The contract's rule for external_document_number (SPEC §3), from the same domain rules.
    const reference = values.reference.trim();
    if (reference.length > YOUR_REFERENCE_MAX_LENGTH || !isOneLineText(reference)) ctx.addIssue({ code: 'custom', path: ['reference'], message: 'payment.referenceInvalid' });
    if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'payment.termsRequired' });
  });

/** The form's resolver for react-hook-form. */
export const paymentFormResolver = (types: readonly Pick<PaymentType, 'payartId' | 'direct_debit'>[]) => zodResolver(paymentFormSchema(types));

/** SPEC §7 aux for the chosen way to pay: the account only for a direct debit. */
export const paymentAux = (values: PaymentFormValues, directDebit: boolean, partner: string | null) => {
  const aux: { Accountholder?: string; IBAN?: string; wallet?: 'APPLEPAY' | 'GOOGLEPAY'; partner?: string } = {};
  if (values.wallet !== null) aux.wallet = values.wallet;
  else if (directDebit) {
    aux.Accountholder = values.accountHolder.trim();
    aux.IBAN = electronicFormatIBAN(values.iban) ?? values.iban;
  }
  if (partner) aux.partner = partner;
  return aux;
};
