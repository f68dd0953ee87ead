import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { nextPostLoginRedirect } from '../lib/storage/post-login-redirect';
import { useSessionStore } from '../lib/storage/session-store';

/** SPEC §4: stores the last path and keeps the post-login redirect by the guard's rules. */
export const useNavigationGuard = (): void => {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    const session = useSessionStore.getState();
    const redirect = nextPostLoginRedirect(previous.current, path, session.postLoginRedirect);
    if (redirect !== session.postLoginRedirect) session.setPostLoginRedirect(redirect);
    session.setLastPath(path);
    previous.current = path;
  }, [path]);
};
