import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useBookingStore } from './booking-store';
import { BookingError } from './booking-error';
import { BookingThanks } from './booking-thanks';
import { PaymentConfirmation } from './payment-confirmation';
import { usePayingOrderStore } from './paying-order-store';
import { useCompleteBooking } from './use-complete-booking';
import { useReturnCartId } from './use-return-cart-id';
import './checkout.css';

/**
 * SPEC §2 checkout success. Arriving from the payment page with a cartId books the order
 * (idempotent); afterwards, or on a reload, the kept booking is shown.
 */
export const CheckoutSuccessScreen = () => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const cartId = useReturnCartId();
  const stored = useBookingStore((s) => s.booking);
  // Decided once: the booking kept by this very call must not restart it. A reserved order paid now
  // returns with the cart id its reservation was kept under, so its payment always books.
  const [pending] = useState(
    () => cartId !== null && (useBookingStore.getState().booking?.cartId !== cartId || usePayingOrderStore.getState().orderToken !== null),
  );
  const { state, complete } = useCompleteBooking(pending ? { status: 'loading' } : { status: 'idle' });

  useEffect(() => {
    if (!pending || cartId === null) return undefined;
    let current = true;
    void complete(cartId, () => current);
    return () => {
      current = false;
    };
  }, [cartId, pending, complete]);

  if (state.status === 'error') return <BookingError error={state.error} />;
  if (state.status === 'confirming' || state.status === 'unconfirmed') return <PaymentConfirmation gaveUp={state.status === 'unconfirmed'} />;
  if (state.status === 'loading') {
    return (
      <div className="return-message" aria-busy="true">
        <h1>{t('result.completing')}</h1>
        <p className="lead">{t('result.wait')}</p>
      </div>
    );
  }
  const booking = state.status === 'done' ? state.booking : stored;
  if (booking === null) {
    return (
      <div className="return-message">
        <h1>{t('result.noOrderHeading')}</h1>
        <p className="lead">{t('result.noOrder')}</p>
        <Link className="button" to={`/${lang}`}>
          {t('result.home')}
        </Link>
      </div>
    );
  }
  return <BookingThanks booking={booking} />;
};
