import { PaymentCanceledScreen } from '../../features/checkout/payment-canceled-screen';

export const CheckoutCanceledRoute = () => (
  <div className="container checkout">
    <PaymentCanceledScreen />
  </div>
);
