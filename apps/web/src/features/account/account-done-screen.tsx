import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { ContinueLink } from './continue-link';
import './account.css';

export type AccountDone = 'registered' | 'resetRequested' | 'recovered';

/**
 * The end of a sign-in journey (SPEC §2 register/success, password-reset-success, recover-success): what
 * happened, and the way on. Registering and recovering leave the visitor logged in (SPEC §4).
 */
export const AccountDoneScreen = ({ done }: { done: AccountDone }) => {
  const { t } = useTranslation('account');
  const { lang, config } = useShop();
  const name = useSessionStore((s) => s.customer?.fname ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="account-page account-done">
      <p className="account-done-mark" aria-hidden="true">
        {done === 'resetRequested' ? '✉' : '✓'}
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {done === 'registered' && name !== '' ? t('done.registeredNamed', { name }) : t(`done.${done}Heading`)}
      </h1>
      <p className="lead">{done === 'resetRequested' ? t('done.resetRequestedText', { count: config.resetLinkMinutes }) : t(`done.${done}Text`)}</p>
      <p className="account-actions">
        {done === 'resetRequested' ? (
          <Link className="button" to={`/${lang}/login`}>
            {t('done.toLogin')}
          </Link>
        ) : (
          <ContinueLink />
        )}
        {done === 'resetRequested' ? (
          <Link className="button button-secondary" to={`/${lang}`}>
            {t('done.toShop')}
          </Link>
        ) : (
          <Link className="button button-secondary" to={`/${lang}/settings`}>
            {t('done.toSettings')}
          </Link>
        )}
      </p>
    </div>
  );
};
