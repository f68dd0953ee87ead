import { CheckoutFailedRoute } from './checkout-failed-route';
import { CheckoutRoute } from './checkout-route';
import { RegisterGuestRoute } from './register-guest-route';

/**
 * The checkout's steps in one route module, keyed by route name: the router (part of the first view) then carries a
 * single lazy import for all of them. Forms load later, with the steps that show them; the screens back from the
 * payment page are in checkout-return-screens.
 */
export const checkoutScreens = {
  checkout: CheckoutRoute,
  checkoutFailed: CheckoutFailedRoute,
  registerGuest: RegisterGuestRoute,
};
export type CheckoutScreen = keyof typeof checkoutScreens;
