import { useTranslation } from '../lib/i18n/use-translation';
import { useShop } from '../lib/config/shop-store';
import { useSessionStore } from '../lib/storage/session-store';

/**
 * SPEC §4: shown only when the shop asks for it, until accepted; acceptance lasts the session.
 * It is the last element of the page and sticks to the bottom edge (styles/global.css), so it floats
 * over the content while scrolling but never hides the footer's legal links at the end.
 */
export const CookieNotice = () => {
  const { t } = useTranslation('shell');
  const { config, shopInfo } = useShop();
  const accepted = useSessionStore((s) => s.cookieAcceptance === 'true');
  const accept = useSessionStore((s) => s.acceptCookies);
  if (!config.showCookieDisclaimer || accepted) return null;
  return (
    <section className="cookie-notice" aria-label={t('cookie.label')}>
      <p>{shopInfo.cookie_warning || t('cookie.fallbackText')}</p>
      <button type="button" className="button" onClick={accept}>
        {t('cookie.accept')}
      </button>
    </section>
  );
};
