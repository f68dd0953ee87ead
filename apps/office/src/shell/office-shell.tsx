import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';
import { useI18n } from '../lib/i18n/i18n-context';
import { fetchMuseumName } from '../lib/museum-name';
import { isSectionPath, mayUse } from '../lib/roles';
import { signInPath } from '../lib/session/return-path';
import { useSession } from '../lib/session/session-context';
import { useIdleTimeout } from '../lib/session/use-idle-timeout';
import { SessionEndedNotice } from './idle-notice';
import { LanguageSwitch } from './language-switch';
import { OfficeNav } from './office-nav';
import './shell.css';

const NotAllowed = () => {
  const { t } = useI18n();
  return (
    <Page title={t('shell.notAllowedTitle')}>
      <p>{t('shell.notAllowed')}</p>
    </Page>
  );
};

const SignedInShell = () => {
  const { t, lang } = useI18n();
  const { session, signOut, ended, end } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [museum, setMuseum] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    let current = true;
    void fetchMuseumName(lang).then((name) => current && setMuseum(name));
    return () => {
      current = false;
    };
  }, [lang]);
  const staff = session?.staff;
  const onIdle = useCallback(() => end('idle'), [end]);
  useIdleTimeout(ended === null ? (session?.idleTimeoutSeconds ?? null) : null, onIdle);
  if (staff === undefined) return null;
  const signOutNow = async () => {
    setSigningOut(true);
    await signOut();
    void navigate('/sign-in', { replace: true });
  };
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <header className="shell-header">
        <div className="shell-brand">
          <span className="shell-museum">{museum ?? t('shell.office')}</span>
          {museum !== null && <span className="shell-office">{t('shell.office')}</span>}
        </div>
        <div className="shell-staff">
          <span>{t('shell.signedInAs', { name: staff.name, role: t(`role.${staff.role}`) })}</span>
          <LanguageSwitch />
          <Button variant="secondary" small busy={signingOut} onClick={() => void signOutNow()}>
            {t('shell.signOut')}
          </Button>
        </div>
      </header>
      <OfficeNav role={staff.role} />
      <main id="main" className="shell-main">
        {mayUse(staff.role, pathname) || !isSectionPath(pathname) ? <Outlet /> : <NotAllowed />}
      </main>
      {ended !== null && <SessionEndedNotice reason={ended} />}
    </div>
  );
};

/** The signed-in office: header, the role's navigation, the page; signed-out visitors go to sign-in and come back. */
export const OfficeShell = () => {
  const { session, ended } = useSession();
  const { pathname, search } = useLocation();
  if (session === null && ended === null) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  return <SignedInShell />;
};
