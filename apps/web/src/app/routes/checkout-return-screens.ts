import { CheckoutAcceptedRoute } from './checkout-accepted-route';
import { CheckoutCanceledRoute } from './checkout-canceled-route';
import { CheckoutSuccessRoute } from './checkout-success-route';

/**
 * The screens a visitor reaches back from the payment page, in a route module of their own: the basket
 * and the payment step, which share the checkout screens' module, do not carry them.
 */
export const checkoutReturnScreens = {
  checkoutAccepted: CheckoutAcceptedRoute,
  checkoutSuccess: CheckoutSuccessRoute,
  checkoutCanceled: CheckoutCanceledRoute,
};
export type CheckoutReturnScreen = keyof typeof checkoutReturnScreens;
