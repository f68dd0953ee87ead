import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { useShop } from '../../lib/config/shop-store';
import { ensureNamespace } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { useCartStore } from '../../lib/storage/cart-store';

/** The form, its schema library and its texts load only on this screen. */
const GuestRegisterScreen = lazy(async () => {
  const [module] = await Promise.all([import('../../features/account/guest-register-screen'), ensureNamespace('account')]);
  return { default: module.GuestRegisterScreen };
});

/** Guest registration is a checkout step: with a basket it shows the progress bar and goes on to payment. */
export const RegisterGuestRoute = () => {
  const { lang } = useShop();
  const navigate = useNavigate();
  const hasLines = useCartStore((s) => s.lines.length > 0);
  return (
    <div className="container narrow">
      {hasLines && <CheckoutProgress current="signIn" />}
      {/* The form prices the shipping of goods for the country it shows. */}
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <GuestRegisterScreen onDone={() => navigate(hasLines ? `/${lang}/checkout?step=payment` : `/${lang}`)} />
        </Suspense>
      </QueryClientProvider>
    </div>
  );
};
