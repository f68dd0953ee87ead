import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { trackBeginCheckout } from '../../lib/analytics/checkout-events';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { useCartStore } from '../../lib/storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../../lib/storage/session-store';
import { canPay } from './checkout-access';
import { ExpressCheckout } from './express-checkout';

/**
 * Under the basket: on to payment when signed in; else the express wallets (SPEC §6), then guest
 * registration (and login/register when offered). `nothingDue`: voucher codes pay the whole basket, so
 * there is nothing for a wallet to pay.
 */
export const ContinueActions = ({ nothingDue = false }: { nothingDue?: boolean }) => {
  const { t } = useTranslation('checkout');
  const { config, lang } = useShop();
  const { nav } = useLabels();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStore();
  const signedIn = canPay(session);
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);

  const onContinue = () => {
    trackBeginCheckout(useCartStore.getState().lines, config.currency);
    navigate(signedIn ? `/${lang}/checkout?step=payment` : `/${lang}/register-guest`);
  };

  return (
    <div className="continue">
      {!signedIn && !nothingDue && <ExpressCheckout />}
      {(signedIn || config.hasGuestRegistration) && (
        <button type="button" className="button continue-button" onClick={onContinue}>
          {signedIn ? t('basket.toPayment') : t('basket.asGuest')}
        </button>
      )}
      {config.hasUserRegistration && !isRegisteredCustomer(session) && (
        <p className="continue-account">
          {t('basket.haveAccount')} <Link to={`/${lang}/login?returnTo=${returnTo}`}>{nav('login')}</Link>
          {' · '}
          <Link to={`/${lang}/register?returnTo=${returnTo}`}>{nav('register')}</Link>
        </p>
      )}
    </div>
  );
};
