import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang } from '@foyer/contract';
import { useShopStore } from '../../lib/config/shop-store';
import { initI18n } from '../../lib/i18n/i18n';
import { appConfig, shopInfo } from '../../test/fixtures';

/**
 * Renders a tour screen with the real catalogs, a fresh query cache and a router at `path`; the
 * answers come through the real API client from the test's network stand-in.
 */
export const renderTours = async (ui: ReactElement, { lang = 'en', path = `/${lang}/guided-tours` }: { lang?: Lang; path?: string } = {}) => {
  useShopStore.setState({ lang, config: appConfig(), shopInfo: shopInfo(), paymentTypes: [] }, true);
  const i18n = await initI18n(lang, ['common', 'shell', 'pages', 'tours']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
