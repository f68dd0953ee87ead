import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { useShop } from '../lib/config/shop-store';
import { ensureNamespace } from '../lib/i18n/i18n';
import { isSecondaryRoute, showsVisitInfo } from '../lib/routing/route-handle';
import { CookieNotice } from '../shell/cookie-notice';
import { LazyFooter } from '../shell/footer/lazy-footer';
import { GlobalMessage } from '../shell/global-message';
import { Header } from '../shell/header/header';
import { SkipLink } from '../shell/skip-link';
import { ToastHost } from '../shell/toasts/toast-host';
import { useNavigationGuard } from '../shell/use-navigation-guard';
import { usePageTitle } from '../shell/use-page-title';
import { useRouteHandle } from '../shell/use-route-handle';
import { useScrollRestoration } from '../shell/use-scroll-restoration';
import { useWidthClasses } from '../shell/use-width-classes';
import { WaitingIndicator } from '../shell/waiting-indicator';
import { layoutClasses } from './layout-classes';
import { useReloadForOtherLanguage } from './use-reload-for-other-language';

const NotFoundScreen = lazy(async () => {
  const [module] = await Promise.all([import('../features/pages/not-found-screen'), ensureNamespace('pages')]);
  return { default: module.NotFoundScreen };
});

/** The page frame around every `/:lang/...` screen. An unknown language shows the not-found screen. */
export const ShellLayout = () => {
  const { config, lang } = useShop();
  const params = useParams();
  const { handle } = useRouteHandle();
  const known = params.lang === lang;
  usePageTitle(known ? undefined : 'titles.notFound');
  useReloadForOtherLanguage(params.lang, lang, config.languages);
  useWidthClasses();
  useNavigationGuard();
  useScrollRestoration();

  return (
    <div className={layoutClasses(config, isSecondaryRoute(handle?.name))}>
      <SkipLink />
      <WaitingIndicator />
      <GlobalMessage />
      {config.showHeader && <Header />}
      <main id="main" tabIndex={-1}>
        {known ? (
          <Outlet />
        ) : (
          <Suspense fallback={null}>
            <NotFoundScreen />
          </Suspense>
        )}
      </main>
      {config.showFooter && <LazyFooter visit={!showsVisitInfo(handle?.name)} />}
      <CookieNotice />
      <ToastHost />
    </div>
  );
};
