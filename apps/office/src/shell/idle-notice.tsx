import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n/i18n-context';
import { signInPath } from '../lib/session/return-path';
import type { SessionEnd } from '../lib/session/session-context';

/**
 * Shown over the page when the session ended on its own. The page stays behind it (nothing typed
 * vanishes from view), and signing in again returns to this very page.
 */
export const SessionEndedNotice = ({ reason }: { reason: Exclude<SessionEnd, null> }) => {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="session-ended" aria-labelledby="session-ended-title" open={typeof HTMLDialogElement.prototype.showModal !== 'function' ? true : undefined}>
      <h2 id="session-ended-title">{t('session.endedTitle')}</h2>
      <p>{t(reason === 'idle' ? 'session.endedIdle' : 'session.endedExpired')}</p>
      <Link className="button" to={signInPath(`${pathname}${search}`)}>
        {t('session.signInAgain')}
      </Link>
    </dialog>
  );
};
