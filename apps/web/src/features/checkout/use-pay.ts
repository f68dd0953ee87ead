import { useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { initPayment } from './checkout-api';
import { initPaymentBody, returnUrls, type PaymentChoice } from './init-payment';
import { usePayingOrderStore } from './paying-order-store';

export type PayState = { status: 'idle' } | { status: 'sending' } | { status: 'error'; error: unknown };

/** Where the browser goes for the payment page; a seam so tests can see the address. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * SPEC §7 initPayment: 200 sends the browser to the payment page; 422 keeps the visitor here with the
 * cart error (field errors of the account details go back to their fields).
 */
export const usePay = (onFieldErrors: (errors: Record<string, string[]>) => void) => {
  const { config, lang } = useShop();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  /**
   * `shippingCents`: the shipping shown with the amount, kept with the cart for the purchase report
   * after the return; `reference`: "your reference" as typed. The session's referrer goes along.
   */
  const pay = async (choice: PaymentChoice, shippingCents: number | null = null, reference: string | null = null) => {
    setState({ status: 'sending' });
    useCartStore.setState({ shippingCosts: shippingCents });
    const urls = returnUrls(lang, config.confirmPaymentOnCheckout);
    try {
      const extras = { reference, referrer: useSessionStore.getState().referrer };
      const address = await initPayment(initPaymentBody(choice, useCartStore.getState().lines, urls, extras));
      useSessionStore.getState().setPostLoginRedirect(null);
      usePayingOrderStore.setState({ orderToken: null });
      paymentRedirect.go(address);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) onFieldErrors(error.fieldErrors);
      setState({ status: 'error', error });
    }
  };

  return { state, pay };
};
