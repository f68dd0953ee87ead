import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang, ShopConfig } from '@foyer/contract';
import { useShopStore } from '../../lib/config/shop-store';
import { initI18n } from '../../lib/i18n/i18n';
import { appConfig, shopInfo } from '../../test/fixtures';

/**
 * Renders a merchandise screen with the real catalogs, a fresh query cache and a router at `path`
 * (the screen's `route` pattern gives it its params); the answers come through the real API client
 * from the test's network stand-in.
 */
export const renderMerchandise = async (
  ui: ReactElement,
  { lang = 'en', path = `/${lang}/merchandise`, route = '*', config = {} }: { lang?: Lang; path?: string; route?: string; config?: Partial<ShopConfig> } = {},
) => {
  useShopStore.setState({ lang, config: appConfig(config), shopInfo: shopInfo(), paymentTypes: [] }, true);
  const i18n = await initI18n(lang, ['common', 'shell', 'pages', 'merchandise']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
};
