import type { PaymentType } from '@foyer/contract';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DirectDebitFields } from './direct-debit-fields';
import { needsDirectDebit } from './direct-debit';
import type { PaymentFormValues } from './payment-form-schema';
import { PaymentMethods } from './payment-methods';
import { TermsField } from './terms-field';

interface Props {
  form: UseFormReturn<PaymentFormValues>;
  /** The types the visitor may choose here; none when there is nothing to pay (the list is left out). */
  offered: readonly PaymentType[];
  errors: { accountHolder?: string; iban?: string; terms?: string };
  /** Called with the payart id when the visitor picks another way to pay (analytics). */
  onChoose?: (payart: number) => void;
  /** Fields of this form only (the checkout's "your reference"), between the way to pay and the terms. */
  beforeTerms?: ReactNode;
}

/** How to pay, the account of a direct debit when that type is chosen, and the terms: the body of every payment form. */
export const PaymentChoiceFields = ({ form, offered, errors, onChoose, beforeTerms }: Props) => {
  const payart = Number(form.watch('payart'));
  return (
    <>
      {offered.length > 0 && <PaymentMethods types={offered} field={form.register('payart', { onChange: (event: { target: { value: string } }) => onChoose?.(Number(event.target.value)) })} />}
      {needsDirectDebit(offered, payart) && <DirectDebitFields register={form.register} errors={errors} />}
      {beforeTerms}
      <TermsField field={form.register('terms')} error={errors.terms} />
    </>
  );
};
