import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { TranslationProvider } from '../lib/i18n/use-translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lang, PaymentType, ShopConfig, ShopInfo } from '@foyer/contract';
import type { Namespace } from '../lib/i18n/catalogs';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { applyRegion, ensureNamespace, initI18n } from '../lib/i18n/i18n';
import { shopConfig, shopInfo } from './fixtures';

interface Options {
  lang?: Lang;
  config?: Partial<ShopConfig>;
  info?: Partial<ShopInfo>;
  path?: string;
  /** The route pattern the screen sits at, so it reads its params (`/:lang/merchandise/:category?`). */
  route?: string;
  /** Catalogs the screen's route would load besides the first view's. */
  namespaces?: Namespace[];
  paymentTypes?: PaymentType[];
}

/** Renders with the real catalogs of `lang`, a shop state as startup leaves it and a router at `path`. */
export const renderInShop = async (ui: ReactElement, { lang = 'en', config, info, path = `/${lang}`, route = '*', namespaces = [], paymentTypes = [] }: Options = {}) => {
  const shop = shopInfo(info);
  useShopStore.setState({ lang, config: toAppConfig(shopConfig(config)), shopInfo: shop, paymentTypes }, true);
  const i18n = await initI18n(lang);
  await applyRegion(i18n, shop.meta.country);
  await Promise.all(namespaces.map(ensureNamespace));
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <TranslationProvider translator={i18n}>
        <RouterProvider router={router} />
      </TranslationProvider>,
    ),
  };
};
