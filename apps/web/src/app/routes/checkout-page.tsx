import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatMoney } from '@foyer/domain';
import { BasketScreen } from '../../features/cart/basket-screen';
import { basketTotal } from '../../features/cart/basket-totals';
import { OrderSummary } from '../../features/cart/order-summary';
import { canPay } from '../../features/checkout/checkout-access';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { ContinueActions } from '../../features/checkout/continue-actions';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';

/** Forms, their schemas and the IBAN check load only when the visitor reaches the payment step. */
const PaymentStep = lazy(async () => ({ default: (await import('../../features/checkout/payment-step')).PaymentStep }));

/**
 * `/checkout`: the basket, or (signed in or registered as a guest, `?step=payment`) the payment step.
 * `/checkout/failed` is the payment step with the payment-failed flag; a cancelled payment goes on to
 * the canceled page.
 */
export const CheckoutPage = ({ failed = false }: { failed?: boolean }) => {
  const { config, lang } = useShop();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const signedIn = useSessionStore(canPay);
  const lines = useCartStore((s) => s.lines);
  const hasLines = lines.length > 0;
  const canceled = failed && params.get('status') === 'canceled';
  useEffect(() => {
    if (canceled) navigate(`/${lang}/checkout/canceled${search}`, { replace: true });
  }, [canceled, lang, navigate, search]);
  if (canceled) return null;
  const paying = signedIn && hasLines && (failed || params.get('step') === 'payment');

  return (
    <div className="container checkout">
      {hasLines && <CheckoutProgress current={paying ? 'payment' : 'cart'} />}
      {paying ? (
        <Suspense fallback={null}>
          <PaymentStep failed={failed} expired={failed && params.get('status') === 'expired'} summary={<OrderSummary />} amount={formatMoney(basketTotal(lines), config.currency, lang)} />
        </Suspense>
      ) : (
        <BasketScreen actions={<ContinueActions />} />
      )}
    </div>
  );
};
