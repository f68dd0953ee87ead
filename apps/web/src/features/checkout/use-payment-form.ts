import type { PaymentType } from '@foyer/contract';
import { DEFAULT_PAYART_ID } from '@foyer/contract/constants';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { loadPaymentRules } from './load-payment-rules';
import type { PaymentFormValues } from './payment-form-schema';

const FIELD_IDS: Record<string, string> = { accountHolder: 'field-accountHolder', iban: 'field-iban', reference: 'field-reference', terms: 'field-terms' };
/** The server names the fields by their wire names (SPEC §7 aux and cart). */
const FORM_FIELDS: Record<string, keyof PaymentFormValues> = {
  'aux.Accountholder': 'accountHolder',
  'aux.IBAN': 'iban',
  'cart.external_document_number': 'reference',
};

/** Payment type 164 when offered (SPEC §9: the default online payment), else the first. */
const defaultPayart = (types: readonly PaymentType[]): string =>
  String(types.find((type) => type.payartId === DEFAULT_PAYART_ID)?.payartId ?? types[0]?.payartId ?? DEFAULT_PAYART_ID);

/** The rules load with the first check (or earlier, when the visitor starts on the form). */
const lazyResolver =
  (types: readonly PaymentType[]): Resolver<PaymentFormValues> =>
  async (values, context, options) =>
    (await loadPaymentRules()).paymentFormResolver(types)(values, context, options);

/**
 * The payment form of the checkout and of an existing order: the chosen type, the account of a direct
 * debit and the terms, their messages (client rules translated, the server's already translated) and
 * the list for the error summary, which takes focus after each failed submit. `initial`: the way to pay
 * and the terms to start from instead of the defaults.
 */
export const usePaymentForm = (types: readonly PaymentType[], offered: readonly PaymentType[], initial: { payart: string; terms: boolean } | null = null) => {
  const { t } = useTranslation('checkout');
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<PaymentFormValues>({
    resolver: lazyResolver(types),
    defaultValues: { payart: initial?.payart ?? defaultPayart(offered), wallet: null, accountHolder: '', iban: '', reference: '', terms: initial?.terms ?? false },
    shouldFocusError: false,
  });
  const { formState, setError } = form;

  const message = (error: { type: string; message?: string } | undefined) =>
    error?.message === undefined ? undefined : error.type === 'server' ? error.message : t(error.message);
  const errors = {
    accountHolder: message(formState.errors.accountHolder),
    iban: message(formState.errors.iban),
    reference: message(formState.errors.reference),
    terms: message(formState.errors.terms),
  };
  const labels: Record<string, string> = { accountHolder: t('payment.accountHolder'), iban: t('payment.iban'), reference: t('payment.reference') };
  const listed = Object.entries(errors).flatMap(([field, text]) =>
    text ? [{ fieldId: FIELD_IDS[field] ?? field, message: labels[field] ? t('common:fieldError', { label: labels[field], message: text }) : text }] : [],
  );

  /** A 422 with field messages puts each on its field. */
  const onFieldErrors = (fieldErrors: Record<string, string[]>) => {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const name = FORM_FIELDS[field];
      if (name) setError(name, { type: 'server', message: messages[0] });
    }
    setFailedSubmits((n) => n + 1);
  };
  const onInvalid = () => setFailedSubmits((n) => n + 1);
  /** For the form's first focus or touch: the rules are there by the time it is sent. */
  const preloadRules = () => void loadPaymentRules();

  return { form, errors, listed, failedSubmits, onFieldErrors, onInvalid, preloadRules };
};
