import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { books, posters, product } from '../features/merchandise/test-fixtures';
import { pass } from '../features/passes/test-fixtures';
import { forShop, forVisits, giftVoucher } from '../features/vouchers/test-fixtures';
import { bootedGiftVouchers, bootedPasses, bootedProductCategories, bootedProducts, bootedVoucherGroups } from '../lib/boot/booted-pages';
import { queryClient } from '../lib/query-client';
import { apiStandIn } from '../test/api-stand-in';
import { renderInShop } from '../test/render';
import { Component as MerchandiseRoute } from './routes/merchandise-route';
import { Component as PassesRoute } from './routes/passes-route';
import { Component as VouchersRoute } from './routes/vouchers-route';

const catalogue = product({ id: 11, name: 'Catalogue', custom_groups: [books], image: { src: 'products/catalogue.jpg', alt: '' } });
const poster = product({ id: 12, name: 'Poster', custom_groups: [posters] });
const voucher = giftVoucher({ id: 31, name: 'Voucher 50', groupId: forVisits.id });
const annual = pass({ id: 21, name: 'Annual pass' });

const SECTIONS = { has_merchandise: true, has_vouchers: true, has_memcard: true };

/** The routes as the router mounts them: with the app's own query cache and its defaults. */
const openRoute = (Route: ComponentType, path: string, route: string, namespace: 'merchandise' | 'vouchers' | 'passes', lang: 'en' | 'de' = 'en') =>
  renderInShop(<Route />, { lang, path, route, config: SECTIONS, namespaces: [namespace] });

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** Long enough for a fetch on mount, or a refetch of data taken for stale, to have gone out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => queryClient.clear());

describe('list screens from the server page', () => {
  it('the merchandise list draws its cards with the first render from the answers the page carried, and asks the API for nothing', async () => {
    const { calls } = apiStandIn({});
    bootedProducts.keep('en', { products: [poster, catalogue] });
    bootedProductCategories.keep('en', { category: [books, posters] });
    await openRoute(MerchandiseRoute, '/en/merchandise/books', '/:lang/merchandise/:category?', 'merchandise');
    expect(screen.queryByText('Loading products…')).toBeNull();
    expect(cardTitles()).toEqual(['Catalogue']);
    expect(screen.getByRole('navigation', { name: 'Product categories' })).toBeTruthy();
    await settle();
    expect(calls).toEqual([]);
  });

  it('the voucher list draws its cards and groups at once and asks the API for nothing', async () => {
    const { calls } = apiStandIn({});
    bootedGiftVouchers.keep('en', { vouchers: [voucher, giftVoucher({ id: 32, name: 'Shop voucher', groupId: forShop.id })] });
    bootedVoucherGroups.keep('en', { groups: [forVisits, forShop] });
    await openRoute(VouchersRoute, '/en/vouchers?group=2', '/:lang/vouchers', 'vouchers');
    expect(screen.queryByText('Loading vouchers…')).toBeNull();
    expect(cardTitles()).toEqual(['Shop voucher']);
    await settle();
    expect(calls).toEqual([]);
  });

  it('the pass list draws its cards at once and asks the API for nothing', async () => {
    const { calls } = apiStandIn({});
    bootedPasses.keep('en', { products: [annual] });
    await openRoute(PassesRoute, '/en/passes', '/:lang/passes', 'passes');
    expect(screen.queryByText('Loading annual passes…')).toBeNull();
    expect(cardTitles()).toEqual(['Annual pass']);
    await settle();
    expect(calls).toEqual([]);
  });

  it('takes what the page carried once: the next visit of the list asks the API', async () => {
    const { calls } = apiStandIn({ 'merchandise/select': { status: 200, body: { data: { products: [catalogue] } } } });
    bootedPasses.keep('en', { products: [annual] });
    const first = await openRoute(PassesRoute, '/en/passes', '/:lang/passes', 'passes');
    first.unmount();
    queryClient.clear();
    await openRoute(PassesRoute, '/en/passes', '/:lang/passes', 'passes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Catalogue' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['merchandise/select']);
  });

  it('asks the API when the page carried the answers of another language', async () => {
    const { calls } = apiStandIn({
      'merchandise/select': { status: 200, body: { data: { products: [catalogue] } } },
      'merchandise/attr': { status: 200, body: { data: { category: [books] } } },
    });
    bootedProducts.keep('en', { products: [poster] });
    bootedProductCategories.keep('en', { category: [posters] });
    await openRoute(MerchandiseRoute, '/de/merchandise', '/:lang/merchandise/:category?', 'merchandise', 'de');
    expect(await screen.findByRole('heading', { level: 2, name: 'Catalogue' })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(['merchandise/attr', 'merchandise/select']);
  });
});
