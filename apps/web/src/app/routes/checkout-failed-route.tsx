import { CheckoutPage } from './checkout-page';

export const CheckoutFailedRoute = () => <CheckoutPage failed />;
