import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang } from '@foyer/contract';
import type { Namespace } from '../lib/i18n/catalogs';
import { TranslationProvider } from '../lib/i18n/use-translation';
import { useShopStore } from '../lib/config/shop-store';
import { initI18n } from '../lib/i18n/i18n';
import { appConfig, shopInfo } from './fixtures';

export interface ScreenOptions {
  lang?: Lang;
  path?: string;
  /** Answers the query cache starts with, as the server would give them; they stay fresh for the test. */
  data?: [readonly unknown[], unknown][];
}

/**
 * Renders a feature's screen with the real catalogs of `lang` and its namespace, a query cache and
 * a router at `path`. Answers not given in `data` come through the real API client from the test's
 * network stand-in (tests never stand in for our own server).
 */
export const renderScreen = async (ui: ReactElement, namespace: Namespace, { lang = 'en', path = `/${lang}`, data = [] }: ScreenOptions = {}) => {
  useShopStore.setState({ lang, config: appConfig(), shopInfo: shopInfo(), paymentTypes: [] }, true);
  const i18n = await initI18n(lang, ['common', 'shell', 'pages', namespace]);
  // Given answers are what the server said a moment ago: they must not be fetched again under the test.
  const staleTime = data.length > 0 ? Number.POSITIVE_INFINITY : 0;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime, retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <TranslationProvider translator={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TranslationProvider>,
    ),
  };
};

/** Renders one feature's screens with its catalog, at the section's list `/{lang}/{section}` unless `path` says otherwise. */
export const sectionScreens =
  (namespace: Namespace, section: string) =>
  (ui: ReactElement, { lang = 'en', path = `/${lang}/${section}`, data }: ScreenOptions = {}) =>
    renderScreen(ui, namespace, { lang, path, data });
