import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { CustomerAttrGate } from './customer-attr-gate';
import { RegisterForm } from './register-form';
import { RegistrationClosed } from './registration-closed';
import { keepReturnTo } from './return-to';
import '../../components/ui/form.css';
import './account.css';

/** SPEC §2 register: opens an account and logs in; the success page then leads on (returnTo, checkout or home). */
export const RegisterScreen = () => {
  const { t } = useTranslation('account');
  const { config, lang } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  return (
    <div className="account-page">
      <h1>{t('register.heading')}</h1>
      {config.hasUserRegistration ? (
        <>
          <p className="lead">{t('register.intro')}</p>
          <CustomerAttrGate>
            {(attr) => <RegisterForm attr={attr} returnTo={returnTo} onDone={() => navigate(keepReturnTo(`/${lang}/register/success`, returnTo), { replace: true })} />}
          </CustomerAttrGate>
          <p className="account-switch">
            {t('register.haveAccount')} <Link to={keepReturnTo(`/${lang}/login`, returnTo)}>{t('login.submit')}</Link>
          </p>
        </>
      ) : (
        <RegistrationClosed />
      )}
    </div>
  );
};
