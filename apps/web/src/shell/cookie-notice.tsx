import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../lib/config/shop-store';
import { useSessionStore } from '../lib/storage/session-store';

/** The page keeps room below its end for the notice, so it never hides the footer's legal links. */
const SPACE_PROPERTY = '--cookie-notice-space';

const useReservedSpace = (element: HTMLElement | null) => {
  useEffect(() => {
    if (!element) return undefined;
    const root = document.documentElement;
    // The notice floats 1rem above the bottom edge: keep its height plus that gap on either side free.
    const reserve = () => root.style.setProperty(SPACE_PROPERTY, `calc(${element.offsetHeight}px + 2rem)`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [element]);
};

/** SPEC §4: shown only when the shop asks for it, until accepted; acceptance lasts the session. */
export const CookieNotice = () => {
  const { config } = useShop();
  const accepted = useSessionStore((s) => s.cookieAcceptance === 'true');
  if (!config.showCookieDisclaimer || accepted) return null;
  return <VisibleCookieNotice />;
};

const VisibleCookieNotice = () => {
  const { t } = useTranslation('shell');
  const { shopInfo } = useShop();
  const accept = useSessionStore((s) => s.acceptCookies);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useReservedSpace(element);
  return (
    <section ref={setElement} className="cookie-notice" aria-label={t('cookie.label')}>
      <p>{shopInfo.cookie_warning || t('cookie.fallbackText')}</p>
      <button type="button" className="button" onClick={accept}>
        {t('cookie.accept')}
      </button>
    </section>
  );
};
