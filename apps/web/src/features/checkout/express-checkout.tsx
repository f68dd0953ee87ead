import type { PaymentType } from '@foyer/contract';
import { useRef, useState } from 'react';
import { Notice } from '../../components/ui/notice';
import { trackBeginCheckout, trackCheckoutOption } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useErrorText } from '../../lib/messages/use-error-text';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { ExpressWallets } from './express-wallets';
import { stepNumber } from './progress-steps';
import { TermsField } from './terms-field';
import { usePay } from './use-pay';

/**
 * SPEC §6: a visitor who is neither signed in nor registered as a guest pays with Apple Pay or
 * Google Pay straight from the basket; the wallet gives the shop name and e-mail for the confirmation.
 */
export const ExpressCheckout = () => {
  const { t } = useTranslation('checkout');
  const { config, lang, paymentTypes } = useShop();
  const errorText = useErrorText();
  const lines = useCartStore((s) => s.lines);
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const { state, pay } = usePay(() => undefined);
  const wallets = paymentTypes.filter((type) => type.wallet !== null);
  // Goods are posted, and a wallet gives the shop no delivery address: those baskets go through the guest form.
  if (wallets.length === 0 || hasShippedLines(lines)) return null;

  const payWith = (type: PaymentType) => {
    if (!terms || type.wallet === null) {
      setTermsMissing(true);
      termsRef.current?.focus();
      return;
    }
    trackBeginCheckout(lines, config.currency);
    trackCheckoutOption(stepNumber('payment'), type.i18n.en ?? type.i18n[lang] ?? String(type.payartId));
    const partner = useSessionStore.getState().partner;
    void pay({ payart: type.payartId, aux: { wallet: type.wallet, ...(partner ? { partner } : {}) } });
  };

  return (
    <div className="express-checkout">
      {state.status === 'error' && <Notice tone="error" text={errorText(state.error)} />}
      <ExpressWallets types={wallets} onPay={payWith} disabled={state.status === 'sending'} orText={t('express.or')}>
        <p className="express-intro">{t('express.intro')}</p>
        <TermsField
          id="express-terms"
          error={termsMissing && !terms ? t('payment.termsRequired') : undefined}
          field={{ ref: termsRef, name: 'terms', checked: terms, onChange: (event) => setTerms(event.target.checked) }}
        />
      </ExpressWallets>
    </div>
  );
};
