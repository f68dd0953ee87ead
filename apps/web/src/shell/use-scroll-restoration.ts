import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isWaiting } from '../lib/api/waiting-store';

/** SPEC §4: when the server is still busy, content is not there yet; wait before restoring. */
export const BUSY_SCROLL_DELAY_MS = 500;

/** New pages start at the top; going back or forward returns to the saved position. */
export const useScrollRestoration = (): void => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const save = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    const restore = () => window.scrollTo({ top: saved ?? 0, left: 0, behavior: 'instant' });
    if (!isWaiting()) {
      restore();
      return undefined;
    }
    const timer = setTimeout(restore, BUSY_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, navigationType]);
};
