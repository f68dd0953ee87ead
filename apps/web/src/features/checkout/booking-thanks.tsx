import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useSessionStore } from '../../lib/storage/session-store';
import type { Booking } from './booking-store';
import { BookingRecap } from './booking-recap';

/**
 * Loaded only for an order that has wallet links: a museum without wallets never loads it. Declared
 * in this screen (not in a shared module) so the shop's entry does not list it among the screens' files.
 */
const WalletButtons = lazy(async () => ({ default: (await import('../../components/ui/wallet-buttons')).WalletButtons }));

/**
 * The thank-you: booking number, what was bought, PDF tickets and where the confirmation went; for a reserved order
 * (pay later) until when it is held and that the link to pay came by e-mail.
 */
export const BookingThanks = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const { date } = useFormats();
  const sessionEmail = useSessionStore((s) => s.customer?.email);
  const recap = booking.recap ?? null;
  // The address the order was placed with, which the mail went to; a booking kept before knows only the session's.
  const email = recap?.email ?? sessionEmail;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const reservedUntil = booking.reservedUntil ?? null;
  const orderToken = booking.orderToken ?? null;
  const wallet = booking.wallet ?? null;
  return (
    <div className="return-message thanks">
      <p className="thanks-mark" aria-hidden="true">✓</p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t(reservedUntil === null ? 'result.thanks' : 'result.reservedHeading')}
      </h1>
      <p className="lead">
        {t('result.bookingNumber')} <strong className="booking-number">{booking.bookingId}</strong>
      </p>
      {reservedUntil !== null && <p className="reserved-until">{t('result.reserved', { date: date(reservedUntil) })}</p>}
      <p>{email ? t('result.mailTo', { email }) : t('result.mail')}</p>
      {recap !== null && <BookingRecap recap={recap} reserved={reservedUntil !== null} />}
      <p className="return-actions">
        {booking.hasTickets && booking.ticketsUrl && (
          <a className="button" href={booking.ticketsUrl} download>
            {t(booking.ticketsOnly ? 'result.download' : 'result.downloadDocuments')}
          </a>
        )}
        {wallet !== null && (
          <Suspense fallback={null}>
            <WalletButtons appleUrl={wallet.apple_url} googleUrl={wallet.google_url} appleLabel={t('result.appleWallet')} googleLabel={t('result.googleWallet')} groupLabel={t('result.wallets')} />
          </Suspense>
        )}
        {orderToken !== null && (
          <Link className="button button-secondary" to={`/${lang}/order-review/${encodeURIComponent(orderToken)}`}>
            {t('result.viewOrder')}
          </Link>
        )}
        <Link className="button button-secondary" to={`/${lang}`}>
          {t('result.home')}
        </Link>
      </p>
    </div>
  );
};
