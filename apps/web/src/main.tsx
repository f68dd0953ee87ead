import './styles/fonts.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TranslationProvider } from './lib/i18n/use-translation';
import { RouterProvider } from 'react-router';
import { getShop } from './lib/config/shop-store';
import { createRouter } from './app/router';
import { navigation, startup, startupTranslations } from './app/startup';
import { fontsReady } from './lib/dom/fonts-ready';
import { applyWidthClasses } from './lib/dom/width-classes';
import { nextTask } from './lib/dom/next-task';
import { warmCurrencyFormat } from './lib/dom/warm-intl';

type Router = ReturnType<typeof createRouter>;

/** Resolves once the first route's lazy module is in, so the first paint is the finished screen. */
const whenReady = (router: Router): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const boot = async (root: HTMLElement): Promise<void> => {
  try {
    // Evaluating the modules, reading the boot data and creating the router are each a task of their own.
    await nextTask();
    const i18n = await startup();
    await nextTask();
    const router = createRouter();
    navigation.navigate = (to) => void router.navigate(to);
    const { lang, config } = getShop();
    const { tagManagerId } = config;
    // Analytics code loads only for shops that configure a tag manager.
    if (tagManagerId) void import('./app/analytics').then((m) => m.trackPageViews(router, tagManagerId));
    warmCurrencyFormat(lang, config.currency);
    await Promise.all([whenReady(router), fontsReady()]);
    // Before the first render: the header measures its menu against a layout that depends on these classes.
    applyWidthClasses(window.innerWidth);
    // A transition renders in slices of a few milliseconds with the browser free in between: on a
    // phone the first screen is otherwise one task of a few hundred milliseconds that blocks input.
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <TranslationProvider translator={i18n}>
            <RouterProvider router={router} />
          </TranslationProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    const [{ renderStartupFailure }, translations] = await Promise.all([import('./app/startup-failure'), startupTranslations()]);
    renderStartupFailure(root, translations);
  }
};

const root = document.getElementById('root');
if (root) void boot(root);
