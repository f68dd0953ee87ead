import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../../lib/storage/session-store';
import { LoginForm } from './login-form';
import { afterLoginPath, keepReturnTo } from './return-to';
import '../../components/ui/form.css';
import './account.css';

/**
 * SPEC §2 login. After a 401/403 (`fromUnauthorized=true`, SPEC §8) it says the page requires a login
 * and, for a basket in checkout, offers to go on as a guest. Once logged in: `returnTo` when it is a
 * page of this shop, else the post-login redirect (checkout), else home.
 */
export const LoginScreen = () => {
  const { t } = useTranslation('account');
  const { config, lang } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const fromUnauthorized = params.get('fromUnauthorized') === 'true';
  const hasLines = useCartStore((s) => s.lines.length > 0);

  useEffect(() => {
    // The server refused this session: a registered customer's token is of no more use. A guest keeps
    // the details they entered, to continue as a guest with them.
    if (fromUnauthorized && isRegisteredCustomer(useSessionStore.getState())) useSessionStore.getState().logout();
  }, [fromUnauthorized]);

  const onDone = () => navigate(afterLoginPath(returnTo, useSessionStore.getState().postLoginRedirect, lang), { replace: true });

  return (
    <div className="account-page">
      <h1>{t('login.heading')}</h1>
      {fromUnauthorized && (
        <Notice tone="info" heading={t('login.requiresLoginHeading')} text={t('login.requiresLogin')}>
          {config.hasGuestRegistration && hasLines && (
            <p>
              {t('login.asGuestText')}{' '}
              <Link to={`/${lang}/register-guest`}>{t('login.asGuest')}</Link>
            </p>
          )}
        </Notice>
      )}
      {!fromUnauthorized && <p className="lead">{t('login.intro')}</p>}
      <LoginForm returnTo={returnTo} onDone={onDone} />
      {config.hasUserRegistration && (
        <p className="account-switch">
          {t('login.noAccount')} <Link to={keepReturnTo(`/${lang}/register`, returnTo)}>{t('login.register')}</Link>
        </p>
      )}
    </div>
  );
};
