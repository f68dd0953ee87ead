import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { keepReturnTo } from './return-to';

/** EMAIL_TAKEN: the address has an account already; the ways to it are a login or a new password. */
export const EmailTakenNotice = ({ returnTo }: { returnTo: string | null }) => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  return (
    <Notice tone="info" heading={t('email.takenHeading')} text={t('email.takenText')}>
      <p className="account-links">
        <Link to={keepReturnTo(`/${lang}/login`, returnTo)}>{t('login.submit')}</Link>
        <Link to={keepReturnTo(`/${lang}/forgot-password`, returnTo)}>{t('login.forgot')}</Link>
      </p>
    </Notice>
  );
};
