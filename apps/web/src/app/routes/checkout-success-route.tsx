import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { CheckoutSuccessScreen } from '../../features/checkout/checkout-success-screen';

export const CheckoutSuccessRoute = () => (
  <div className="container checkout">
    <CheckoutProgress current="complete" />
    <CheckoutSuccessScreen />
  </div>
);
