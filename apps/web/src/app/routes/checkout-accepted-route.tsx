import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { PaymentAcceptedScreen } from '../../features/checkout/payment-accepted-screen';

export const CheckoutAcceptedRoute = () => (
  <div className="container checkout">
    <CheckoutProgress current="complete" />
    <PaymentAcceptedScreen />
  </div>
);
