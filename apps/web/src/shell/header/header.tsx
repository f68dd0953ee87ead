import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { AuthLinks } from './auth-links';
import { BasketLink } from './basket-link';
import { BrandLink } from './brand-link';
import { accountArea } from './header-rules';
import { MenuIcon } from './icons';
import { LanguageMenu } from './language-menu';
import { SectionNav } from './section-nav';
import { useMenuFit } from './use-menu-fit';
import { useHeaderOffset } from './use-header-offset';
import { useScrolled } from './use-scrolled';
import './header.css';

// Only logged-in customers see it, so anonymous first views do not download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const headerClass = (scrolled: boolean, menuOpen: boolean): string =>
  ['site-header', scrolled && 'is-scrolled', menuOpen && 'is-menu-open'].filter(Boolean).join(' ');

export const Header = () => {
  const { t } = useTranslation('shell');
  const { config, lang } = useShop();
  const session = useSessionStore();
  const area = accountArea(config, session);
  const scrolled = useScrolled();
  const location = useLocation();
  const { fits, slotRef, measureRef } = useMenuFit([lang, area, config]);
  const menu = useDisclosure<HTMLElement>();
  const { close: closeMenu } = menu;
  useHeaderOffset(menu.rootRef);

  useEffect(() => closeMenu(), [location.pathname, fits, closeMenu]);

  const account = (inline: boolean) =>
    area === 'auth-links' ? (
      <AuthLinks />
    ) : area === 'user-menu' ? (
      <Suspense fallback={null}>
        <UserMenu inline={inline} onNavigate={inline ? closeMenu : undefined} />
      </Suspense>
    ) : null;

  return (
    <header ref={menu.rootRef} className={headerClass(scrolled, menu.open)}>
      <div className="header-bar">
        <BrandLink />
        <div className="header-slot" ref={slotRef}>
          {fits && (
            <nav className="header-nav" aria-label={t('header.mainNav')}>
              <SectionNav />
              {account(false)}
            </nav>
          )}
        </div>
        <div className="header-actions">
          <LanguageMenu />
          <BasketLink />
          {!fits && (
            <button
              {...menu.buttonProps}
              className="menu-toggle"
              aria-label={menu.open ? t('header.closeMenu') : t('header.openMenu')}
            >
              <MenuIcon open={menu.open} />
            </button>
          )}
        </div>
      </div>
      <div className="header-measure" ref={measureRef} aria-hidden="true">
        <SectionNav measure />
        {area === 'auth-links' && <AuthLinks measure />}
        {area === 'user-menu' && <span className="nav-link">{t('header.accountFallback')}</span>}
      </div>
      {!fits && (
        <nav {...menu.panelProps} className="mobile-menu" aria-label={t('header.mainNav')}>
          <SectionNav onNavigate={closeMenu} />
          {account(true)}
        </nav>
      )}
    </header>
  );
};
