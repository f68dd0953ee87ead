import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';

/** REGISTRATION_DISABLED: this shop opens no accounts; a guest checkout still works where the shop offers it. */
export const RegistrationClosed = () => {
  const { t } = useTranslation(['account', 'errors']);
  const { config, lang } = useShop();
  return (
    <Notice tone="info" heading={t('register.closedHeading')} text={t('errors:REGISTRATION_DISABLED')}>
      {config.hasGuestRegistration && (
        <p>
          <Link to={`/${lang}/register-guest`}>{t('register.asGuest')}</Link>
        </p>
      )}
    </Notice>
  );
};
