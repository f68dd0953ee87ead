import { CheckoutAcceptedRoute } from './checkout-accepted-route';
import { CheckoutCanceledRoute } from './checkout-canceled-route';
import { CheckoutFailedRoute } from './checkout-failed-route';
import { CheckoutRoute } from './checkout-route';
import { CheckoutSuccessRoute } from './checkout-success-route';
import { RegisterGuestRoute } from './register-guest-route';

/**
 * Every checkout screen in one route module, keyed by route name: the router (part of the first view) then carries a
 * single lazy import for all of them. Forms load later, with the steps that show them.
 */
export const checkoutScreens = {
  checkout: CheckoutRoute,
  checkoutFailed: CheckoutFailedRoute,
  checkoutAccepted: CheckoutAcceptedRoute,
  checkoutSuccess: CheckoutSuccessRoute,
  checkoutCanceled: CheckoutCanceledRoute,
  registerGuest: RegisterGuestRoute,
};
export type CheckoutScreen = keyof typeof checkoutScreens;
