import { useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { initPaymentOrder } from '../../lib/api/orders-api';
import { useShop } from '../../lib/config/shop-store';
import { returnUrls, type PaymentChoice } from './init-payment';
import { usePayingOrderStore } from './paying-order-store';
import { paymentRedirect, type PayState } from './use-pay';

/**
 * SPEC §7 initPaymentOrder: pays what an existing order still owes. The payment returns to the same
 * page as a checkout's (which books it), or, when not completed, to this very page (SPEC §2).
 * 422/406 keep the payer here with the reason; account errors go back to their fields.
 */
export const usePayOrder = (token: string, onFieldErrors: (errors: Record<string, string[]>) => void) => {
  const { config, lang } = useShop();
  const { pathname } = useLocation();
  const [state, setState] = useState<PayState>({ status: 'idle' });

  const pay = async (choice: PaymentChoice) => {
    setState({ status: 'sending' });
    try {
      const address = await initPaymentOrder({
        payart: choice.payart,
        aux: choice.aux,
        id: token,
        url: { continue: returnUrls(lang, config.confirmPaymentOnCheckout).continue, cancel: pathname },
      });
      usePayingOrderStore.setState({ orderToken: token });
      paymentRedirect.go(address);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) onFieldErrors(error.fieldErrors);
      setState({ status: 'error', error });
    }
  };

  return { state, pay };
};
