import type { PaymentType } from '@foyer/contract';
import { DEFAULT_PAYART_ID } from '@foyer/contract/constants';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { trackCheckoutOption, trackCheckoutStep } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { isShippingSettled, shippingCents, type ShippingState } from '../../lib/shipping/use-shipping';
import { useCartStore } from '../../lib/storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../../lib/storage/session-store';
import { BillingSummary } from './billing-summary';
import { useErrorText } from '../../lib/messages/use-error-text';
import { ExpressWallets } from './express-wallets';
import { needsDirectDebit } from './direct-debit';
import { loadPaymentRules } from './load-payment-rules';
import { PaymentChoiceFields } from './payment-choice-fields';
import { rememberPaymentChoice, savedPaymentChoice } from './payment-choice-store';
import { stepNumber } from './progress-steps';
import { ShippingNotice } from './shipping-notice';
import { usePay } from './use-pay';
import { usePaymentForm } from './use-payment-form';
import { YourReferenceField } from './your-reference-field';
import '../../components/ui/form.css';
import { Notice } from '../../components/ui/notice';

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
  /** Voucher codes pay the whole order: it is placed and booked without the payment provider (DESIGN.md "Payments"). */
  nothingDue?: boolean;
}

export const PaymentStep = ({ summary, amount, failed = false, expired = false, shipping = { status: 'none' }, nothingDue = false }: Props) => {
  const { t } = useTranslation('checkout');
  const { config, paymentTypes } = useShop();
  const errorText = useErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // SPEC §6 and the contract: paying later is for registered customers only, never for guests.
  const registered = useSessionStore(isRegisteredCustomer);
  const express = nothingDue ? [] : paymentTypes.filter((type) => type.wallet !== null);
  const methods = paymentTypes.filter((type) => type.wallet === null && (registered || !type.pay_later));
  // Nothing goes to the provider, so no way to pay is chosen: the order goes with a plain online type, never a debit or a reservation.
  const online = methods.filter((type) => !type.direct_debit && !type.pay_later);
  const placing = online.find((type) => type.payartId === DEFAULT_PAYART_ID) ?? online[0] ?? methods[0];
  // Back from a declined or cancelled payment of this basket: the choice it was sent with.
  const [saved] = useState(() => savedPaymentChoice(useCartStore.getState().lines, methods));
  const { form, errors, listed, failedSubmits, onFieldErrors, onInvalid, preloadRules } = usePaymentForm(paymentTypes, methods, saved);
  const { handleSubmit, watch, setValue } = form;
  const { state, pay } = usePay(onFieldErrors);
  const payart = watch('payart');
  useEffect(() => {
    if (nothingDue && placing) setValue('payart', String(placing.payartId));
  }, [nothingDue, placing, setValue]);
  // A line with a visit time books places of that slot, which checkout holds while the visitor pays.
  const holdsPlaces = useCartStore((s) => s.lines.some((line) => line.display.when !== undefined));
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'error') noticeRef.current?.focus();
  }, [state]);

  useEffect(() => {
    // Focus lays the page out at once: in the next frame that is the frame's own layout, not a second
    // one inside the task that mounts the step (on a phone, a long task that blocks input).
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    trackCheckoutStep(stepNumber('payment'), useCartStore.getState().lines, config.currency);
    return () => cancelAnimationFrame(frame);
  }, [config.currency]);

  const nameOf = (id: number) => {
    const type = paymentTypes.find((candidate) => candidate.payartId === id);
    return type ? (type.i18n.en ?? Object.values(type.i18n)[0] ?? String(id)) : String(id);
  };

  const settled = isShippingSettled(shipping);
  const submit = handleSubmit(
    async (values) => {
      // The server refuses an order whose shipping it cannot price; the notice above says why.
      if (!settled) return;
      const { paymentAux } = await loadPaymentRules();
      const wallet = express.find((type) => type.wallet === values.wallet);
      const id = wallet?.payartId ?? Number(values.payart);
      trackCheckoutOption(stepNumber('payment'), nameOf(id));
      rememberPaymentChoice(useCartStore.getState().lines, values.payart, values.terms);
      void pay({ payart: id, aux: paymentAux(values, needsDirectDebit(paymentTypes, id), useSessionStore.getState().partner) }, shippingCents(shipping), values.reference);
    },
    onInvalid,
  );

  const payWithWallet = (type: PaymentType) => {
    setValue('wallet', type.wallet);
    void submit().finally(() => setValue('wallet', null));
  };

  const sending = state.status === 'sending';
  const later = !nothingDue && methods.some((type) => type.pay_later && String(type.payartId) === payart);
  const buttonText =
    sending ? t('payment.sending')
    : shipping.status === 'loading' ? t('shipping.calculating')
    : nothingDue ? t('payment.placeOrder')
    : later ? t('payment.reserve')
    : t('payment.pay', { amount });
  const noteKey = nothingDue ? 'payment.nothingDueNote' : later ? 'payment.reserveNote' : 'payment.note';
  // A payment holds places while the visitor is away paying; an order the codes pay is booked at once.
  const holdNote = !later && !nothingDue && holdsPlaces;

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
        <form className="form payment-form" noValidate onSubmit={submit} onFocus={preloadRules} onPointerDown={preloadRules} aria-describedby={holdNote ? 'pay-note pay-hold' : 'pay-note'}>
          <ExpressWallets types={express} onPay={payWithWallet} disabled={sending || !settled} />
          <PaymentChoiceFields
            form={form}
            offered={nothingDue ? [] : methods}
            errors={errors}
            onChoose={(id) => trackCheckoutOption(stepNumber('payment'), nameOf(id))}
            beforeTerms={<YourReferenceField field={form.register('reference')} error={errors.reference} />}
          />
          <button type="submit" className="button pay-button" disabled={sending || !settled} aria-busy={shipping.status === 'loading'}>
            {buttonText}
          </button>
          <p id="pay-note" className="field-hint">
            {t(noteKey)}
          </p>
          {holdNote && (
            <p id="pay-hold" className="field-hint">
              {t('payment.holdNote', { count: config.holdMinutes })}
            </p>
          )}
        </form>
      </div>
      <aside className="payment-aside">{summary}</aside>
    </div>
  );
};
