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
 * Renders a ticket screen with the real catalogs and a query cache filled with what the server
 * would answer, so the screens run without a network (tests never stand in for our own server).
 */
export const renderTickets = async (ui: ReactElement, { lang = 'en', path = `/${lang}/tickets`, data = [] }: { lang?: Lang; path?: string; data?: [readonly unknown[], unknown][] } = {}) => {
  const config = appConfig();
  useShopStore.setState({ lang, config, shopInfo: shopInfo(), paymentTypes: [] }, true);
  const i18n = await initI18n(lang, ['common', 'shell', 'pages', 'tickets']);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
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
