import { DIRECT_DEBIT_PAYART_IDS } from '@foyer/contract/constants';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';

export const needsDirectDebit = (payart: number): boolean => (DIRECT_DEBIT_PAYART_IDS as readonly number[]).includes(payart);

/** Messages are catalog keys of the `checkout` namespace; the form translates them. */
export const paymentFormSchema = z
  .object({
    payart: z.string(),
    /** Set by an express button: the wallet pays, no account details are needed. */
    wallet: z.enum(['APPLEPAY', 'GOOGLEPAY']).nullable(),
    accountHolder: z.string(),
    iban: z.string(),
    terms: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.wallet === null && needsDirectDebit(Number(values.payart))) {
      if (values.accountHolder.trim() === '') ctx.addIssue({ code: 'custom', path: ['accountHolder'], message: 'form.required' });
      const iban = electronicFormatIBAN(values.iban) ?? '';
      if (iban === '') ctx.addIssue({ code: 'custom', path: ['iban'], message: 'form.required' });
      // DESIGN.md: types 74 and 164 validate the IBAN checksum before anything is sent.
      else if (!isValidIBAN(iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'payment.ibanInvalid' });
    }
    if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'payment.termsRequired' });
  });

export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

/** SPEC §7 aux for the chosen way to pay. */
export const paymentAux = (values: PaymentFormValues, partner: string | null) => {
  const aux: { Accountholder?: string; IBAN?: string; wallet?: 'APPLEPAY' | 'GOOGLEPAY'; partner?: string } = {};
  if (values.wallet !== null) aux.wallet = values.wallet;
  else if (needsDirectDebit(Number(values.payart))) {
    aux.Accountholder = values.accountHolder.trim();
    aux.IBAN = electronicFormatIBAN(values.iban) ?? values.iban;
  }
  if (partner) aux.partner = partner;
  return aux;
};
