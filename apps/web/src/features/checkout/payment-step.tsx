import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentType } from '@foyer/contract';
import { DEFAULT_PAYART_ID } from '@foyer/contract/constants';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../components/ui/error-summary';
import { trackCheckoutOption, trackCheckoutStep } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { isShippingSettled, shippingCents, type ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { BillingSummary } from './billing-summary';
import { DirectDebitFields } from './direct-debit-fields';
import { useErrorText } from './error-text';
import { ExpressWallets } from './express-wallets';
import { needsDirectDebit, paymentAux, paymentFormSchema, type PaymentFormValues } from './payment-form-schema';
import { PaymentMethods } from './payment-methods';
import { stepNumber } from './progress-steps';
import { ShippingNotice } from './shipping-notice';
import { TermsField } from './terms-field';
import { usePay } from './use-pay';
import '../../components/ui/form.css';
import { Notice } from '../../components/ui/notice';

const FIELD_IDS: Record<string, string> = { accountHolder: 'field-accountHolder', iban: 'field-iban', terms: 'field-terms', 'aux.Accountholder': 'field-accountHolder', 'aux.IBAN': 'field-iban' };
const FORM_FIELDS: Record<string, keyof PaymentFormValues> = { 'aux.Accountholder': 'accountHolder', 'aux.IBAN': 'iban' };

const defaultPayart = (types: readonly PaymentType[]): string =>
  String(types.find((type) => type.payartId === DEFAULT_PAYART_ID)?.payartId ?? types[0]?.payartId ?? DEFAULT_PAYART_ID);

/** Step 3 of checkout: how to pay, the account details where needed, the terms, then off to the payment page. */
interface Props {
  /** The order beside the form (composed by the route). */
  summary: ReactNode;
  /** The amount to pay, formatted, for the pay button. */
  amount: string;
  /** SPEC §2 checkout/failed: the previous payment did not go through. */
  failed?: boolean;
  /** The previous payment was refused because its hold ran out (the payment page's `status=expired`). */
  expired?: boolean;
  /** SPEC §4 shipping of the goods: paying waits until it is known, and is refused while it has an error. */
  shipping?: ShippingState;
}

export const PaymentStep = ({ summary, amount, failed = false, expired = false, shipping = { status: 'none' } }: Props) => {
  const { t } = useTranslation('checkout');
  const { config, paymentTypes } = useShop();
  const errorText = useErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const express = paymentTypes.filter((type) => type.wallet !== null);
  const methods = paymentTypes.filter((type) => type.wallet === null);
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(paymentTypes)),
    defaultValues: { payart: defaultPayart(methods), wallet: null, accountHolder: '', iban: '', terms: false },
    shouldFocusError: false,
  });
  const { state, pay } = usePay((fieldErrors) => {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const name = FORM_FIELDS[field];
      if (name) setError(name, { type: 'server', message: messages[0] });
    }
    setFailedSubmits((n) => n + 1);
  });
  const payart = watch('payart');
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'error') noticeRef.current?.focus();
  }, [state]);

  useEffect(() => {
    headingRef.current?.focus();
    trackCheckoutStep(stepNumber('payment'), useCartStore.getState().lines, config.currency);
  }, [config.currency]);

  const nameOf = (id: number) => {
    const type = paymentTypes.find((candidate) => candidate.payartId === id);
    return type ? (type.i18n.en ?? Object.values(type.i18n)[0] ?? String(id)) : String(id);
  };

  const settled = isShippingSettled(shipping);
  const submit = handleSubmit(
    (values) => {
      // The server refuses an order whose shipping it cannot price; the notice above says why.
      if (!settled) return;
      const wallet = express.find((type) => type.wallet === values.wallet);
      const id = wallet?.payartId ?? Number(values.payart);
      trackCheckoutOption(stepNumber('payment'), nameOf(id));
      void pay({ payart: id, aux: paymentAux(values, needsDirectDebit(paymentTypes, id), useSessionStore.getState().partner) }, shippingCents(shipping));
    },
    () => setFailedSubmits((n) => n + 1),
  );

  const payWithWallet = (type: PaymentType) => {
    setValue('wallet', type.wallet);
    void submit().finally(() => setValue('wallet', null));
  };

  // Client rules carry catalog keys; the server's field messages arrive translated already.
  const message = (error: { type: string; message?: string } | undefined) =>
    error?.message === undefined ? undefined : error.type === 'server' ? error.message : t(error.message);
  const errors = {
    accountHolder: message(formState.errors.accountHolder),
    iban: message(formState.errors.iban),
    terms: message(formState.errors.terms),
  };
  const labels: Record<string, string> = { accountHolder: t('payment.accountHolder'), iban: t('payment.iban') };
  const listed = Object.entries(errors).flatMap(([field, text]) =>
    text ? [{ fieldId: FIELD_IDS[field] ?? field, message: labels[field] ? `${labels[field]}: ${text}` : text }] : [],
  );
  const sending = state.status === 'sending';

  return (
    <div className="payment-layout">
      <div className="payment-main">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('payment.heading')}
        </h1>
        {failed && (
          <Notice tone="error" text={t(expired ? 'payment.expired' : 'payment.failed')} />
        )}
        {state.status === 'error' && listed.length === 0 && (
          <Notice ref={noticeRef} tone="error" text={errorText(state.error)} />
        )}
        {listed.length > 0 && <ErrorSummary heading={t('form.correctErrors')} errors={listed} focusKey={failedSubmits} />}
        <BillingSummary />
        <ShippingNotice shipping={shipping} />
        <form className="form payment-form" noValidate onSubmit={submit} aria-describedby="pay-note">
          <ExpressWallets types={express} onPay={payWithWallet} disabled={sending || !settled} />
          <PaymentMethods
            types={methods}
            field={register('payart', { onChange: (event: { target: { value: string } }) => trackCheckoutOption(stepNumber('payment'), nameOf(Number(event.target.value))) })}
          />
          {needsDirectDebit(paymentTypes, Number(payart)) && <DirectDebitFields register={register} errors={errors} />}
          <TermsField field={register('terms')} error={errors.terms} />
          <button type="submit" className="button pay-button" disabled={sending || !settled} aria-busy={shipping.status === 'loading'}>
            {sending ? t('payment.sending') : shipping.status === 'loading' ? t('shipping.calculating') : t('payment.pay', { amount })}
          </button>
          <p id="pay-note" className="field-hint">
            {t('payment.note')}
          </p>
        </form>
      </div>
      <aside className="payment-aside">{summary}</aside>
    </div>
  );
};
