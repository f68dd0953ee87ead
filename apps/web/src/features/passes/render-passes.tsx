import type { ReactElement } from 'react';
import type { Lang, ShopConfig } from '@foyer/contract';
import { renderInShop } from '../../test/render';
import { withQueries } from '../../test/with-queries';

/**
 * Renders a pass screen with the real catalogs its route loads, a fresh query cache and a router at
 * `path`; the answers come through the real API client from the test's network stand-in.
 */
export const renderPasses = (
  ui: ReactElement,
  { lang = 'en', path = `/${lang}/passes`, config = {} }: { lang?: Lang; path?: string; config?: Partial<ShopConfig> } = {},
) => renderInShop(withQueries(ui), { lang, path, config, namespaces: ['passes'] });
