import { CheckoutPage } from './checkout-page';

export const CheckoutRoute = () => <CheckoutPage />;
