import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useAccountDetails } from '../../lib/api/use-account-details';
import { AccountDetailsForm } from './account-details-form';
import { CustomerAttrGate } from './customer-attr-gate';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { SettingsSection } from './settings-section';
import '../../components/ui/form.css';
import './account.css';

const SECTIONS = ['details', 'delivery', 'password', 'email'] as const;

/** In-page links move focus with the view (a keyboard user continues there) and leave the address alone. */
const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
};

/**
 * SPEC §2 settings of a logged-in customer: user details, shipping details, change password, change
 * e-mail; `orders` (composed by the route) follows. A contents list leads to each part.
 */
export const SettingsScreen = ({ orders }: { orders?: ReactNode }) => {
  const { t } = useTranslation('account');
  const account = useAccountDetails();
  const { hash } = useLocation();
  const fetching = useIsFetching();
  const loaded = account.isSuccess && fetching === 0;

  // Arriving from the header's "My orders" (or any link to a part): once the parts above it are in place.
  useEffect(() => {
    const id = hash.slice(1);
    if (loaded && id.startsWith('settings-')) document.getElementById(id)?.focus();
  }, [hash, loaded]);
  return (
    <div className="account-page settings">
      <h1>{t('settings.heading')}</h1>
      {account.data && <p className="lead">{t('settings.intro', { name: `${account.data.fname} ${account.data.lname}`.trim(), email: account.data.email })}</p>}
      <nav className="settings-contents" aria-label={t('settings.contents')}>
        <ul role="list">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#settings-${id}`} onClick={(event) => jumpTo(event, `settings-${id}`)}>
                {t(`settings.${id}Heading`)}
              </a>
            </li>
          ))}
          {orders && (
            <li>
              <a href="#settings-orders" onClick={(event) => jumpTo(event, 'settings-orders')}>
                {t('settings.ordersLink')}
              </a>
            </li>
          )}
        </ul>
      </nav>
      {account.isError && <Notice tone="error" text={t('settings.loadError')} action={{ label: t('guest.retry'), onPress: () => void account.refetch() }} />}
      {account.isPending && (
        <p className="loading" role="status">
          {t('guest.loading')}
        </p>
      )}
      {account.data && (
        <CustomerAttrGate>
          {(attr) => (
            <>
              <SettingsSection id="settings-details" heading={t('settings.detailsHeading')} intro={t('guest.requiredNote')}>
                <AccountDetailsForm details={account.data} attr={attr} parts={{ details: true, delivery: false }} />
              </SettingsSection>
              <SettingsSection id="settings-delivery" heading={t('settings.deliveryHeading')} intro={t('settings.deliveryIntro')}>
                <AccountDetailsForm details={account.data} attr={attr} parts={{ details: false, delivery: true }} />
              </SettingsSection>
            </>
          )}
        </CustomerAttrGate>
      )}
      <SettingsSection id="settings-password" heading={t('settings.passwordHeading')}>
        <PasswordChangeForm />
      </SettingsSection>
      {account.data && (
        <SettingsSection id="settings-email" heading={t('settings.emailHeading')}>
          <EmailChangeForm email={account.data.email} />
        </SettingsSection>
      )}
      {orders && (
        <div id="settings-orders" className="account-card settings-section" tabIndex={-1}>
          {orders}
        </div>
      )}
    </div>
  );
};
