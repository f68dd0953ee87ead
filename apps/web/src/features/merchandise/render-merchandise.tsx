import type { ReactElement } from 'react';
import type { Lang, ShopConfig } from '@foyer/contract';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';

/**
 * Renders a merchandise screen with the real catalogs its route loads, a fresh query cache and a router
 * at `path` (the screen's `route` pattern gives it its params); the answers come through the real API
 * client from the test's network stand-in.
 */
export const renderMerchandise = (
  ui: ReactElement,
  { lang = 'en', path = `/${lang}/merchandise`, route = '*', config = {} }: { lang?: Lang; path?: string; route?: string; config?: Partial<ShopConfig> } = {},
) => renderInShop(withQueries(ui), { lang, path, route, config, namespaces: ['pages', 'merchandise'] });
