import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useBookingStore } from '../../features/checkout/booking-store';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { CheckoutSuccessScreen } from '../../features/checkout/checkout-success-screen';
import { useShop } from '../../lib/config/shop-store';
import { ensureNamespace } from '../../lib/i18n/i18n';
import { useSessionStore } from '../../lib/storage/session-store';

/** The offer, its password rules and texts load only for a guest who has just ordered. */
const CreateAccountOffer = lazy(async () => {
  const [module] = await Promise.all([import('../../features/account/create-account-offer'), ensureNamespace('account')]);
  return { default: module.CreateAccountOffer };
});

/**
 * A guest with a session whose order is booked (this return's cart, or the one kept on a reload) may
 * turn the details just given into an account, when the shop has accounts.
 */
const useOffersAccount = (): boolean => {
  const { config } = useShop();
  const cartId = new URLSearchParams(useLocation().search).get('cartId');
  const booked = useBookingStore((s) => s.booking !== null && (cartId === null || s.booking.cartId === cartId));
  const guest = useSessionStore((s) => s.token !== null && s.customer?.isGuest === true);
  return config.hasUserRegistration && booked && guest;
};

export const CheckoutSuccessRoute = () => {
  const offers = useOffersAccount();
  // Once taken up, the visitor is no longer a guest; the offer stays to say that the account is made.
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (offers) setOffered(true);
  }, [offers]);
  const offer = offers || offered;
  return (
    <div className="container checkout">
      <CheckoutProgress current="complete" />
      <CheckoutSuccessScreen />
      {offer && (
        <Suspense fallback={null}>
          <CreateAccountOffer />
        </Suspense>
      )}
    </div>
  );
};
