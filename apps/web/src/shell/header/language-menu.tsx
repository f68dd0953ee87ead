import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { useShop } from '../../lib/config/shop-store';
import { switchLanguagePath } from '../../lib/i18n/initial-language';
import { LANGUAGE_NAMES } from '@foyer/contract/constants';
import { useSessionStore } from '../../lib/storage/session-store';
import { ChevronIcon, GlobeIcon } from './icons';

/**
 * Language dropdown, only when the shop has more than one language. Plain links: following one
 * loads the page afresh in the new language (SPEC §2).
 */
export const LanguageMenu = () => {
  const { t } = useTranslation('shell');
  const { config, lang } = useShop();
  const location = useLocation();
  const setLang = useSessionStore((s) => s.setLang);
  const { rootRef, buttonProps, panelProps } = useDisclosure();
  if (config.languages.length < 2) return null;

  return (
    <div className="dropdown" ref={rootRef}>
      <button {...buttonProps} className="dropdown-button" aria-label={t('header.languageButton', { language: LANGUAGE_NAMES[lang] })}>
        <GlobeIcon />
        <span className="dropdown-button-text">{lang.toUpperCase()}</span>
        <ChevronIcon />
      </button>
      <ul {...panelProps} className="dropdown-panel" aria-label={t('header.languageList')}>
        {config.languages.map((l) => (
          <li key={l}>
            <a
              className="dropdown-item"
              href={switchLanguagePath(location.pathname, location.search, l)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
              onClick={() => setLang(l)}
            >
              {LANGUAGE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
