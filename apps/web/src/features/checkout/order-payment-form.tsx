import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { useErrorText } from '../../lib/messages/use-error-text';
import { needsDirectDebit } from './direct-debit';
import { loadPaymentRules } from './load-payment-rules';
import { PaymentChoiceFields } from './payment-choice-fields';
import { usePayOrder } from './use-pay-order';
import { usePaymentForm } from './use-payment-form';
import '../../components/ui/form.css';
import './checkout.css';

interface Props {
  /** The order's review token. */
  token: string;
  /** What is still due, formatted, for the pay button. */
  amount: string;
}

/**
 * Pays an existing order (a reserved one, or one whose payment did not go through) with the checkout's
 * ways to pay, less the pay-later ones: this is the paying.
 */
export const OrderPaymentForm = ({ token, amount }: Props) => {
  const { t } = useTranslation('checkout');
  const { paymentTypes } = useShop();
  const errorText = useErrorText();
  const offered = paymentTypes.filter((type) => type.wallet === null && !type.pay_later);
  const { form, errors, listed, failedSubmits, onFieldErrors, onInvalid, preloadRules } = usePaymentForm(paymentTypes, offered);
  const { state, pay } = usePayOrder(token, onFieldErrors);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'error') noticeRef.current?.focus();
  }, [state]);

  const submit = form.handleSubmit(async (values) => {
    const payart = Number(values.payart);
    const { paymentAux } = await loadPaymentRules();
    void pay({ payart, aux: paymentAux(values, needsDirectDebit(paymentTypes, payart), useSessionStore.getState().partner) });
  }, onInvalid);
  const sending = state.status === 'sending';

  return (
    <section className="order-payment" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">{t('orderPayment.heading')}</h2>
      {state.status === 'error' && listed.length === 0 && <Notice ref={noticeRef} tone="error" text={errorText(state.error)} />}
      {listed.length > 0 && <ErrorSummary heading={t('form.correctErrors')} errors={listed} focusKey={failedSubmits} />}
      <form className="form payment-form" noValidate onSubmit={submit} onFocus={preloadRules} onPointerDown={preloadRules} aria-describedby="order-pay-note">
        <PaymentChoiceFields form={form} offered={offered} errors={errors} />
        <button type="submit" className="button pay-button" disabled={sending}>
          {sending ? t('payment.sending') : t('payment.pay', { amount })}
        </button>
        <p id="order-pay-note" className="field-hint">
          {t('payment.note')}
        </p>
      </form>
    </section>
  );
};
