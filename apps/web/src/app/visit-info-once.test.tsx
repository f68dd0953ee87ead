import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { openApp, type AppRouter } from '../test/open-app';
import { apiStandIn } from '../test/api-stand-in';
import { shopConfig, shopInfo } from '../test/fixtures';

let router: AppRouter | undefined;

const open = async (path: string) => {
  router = await openApp(path);
};

describe('the museum address, opening hours and contact', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    useShopStore.setState({ lang: 'en', config: toAppConfig(shopConfig()), shopInfo: shopInfo(), paymentTypes: [] }, true);
    apiStandIn({});
  });
  afterEach(() => router?.dispose());

  it('show once on the home page, which has its own visit section above the footer', async () => {
    await open('/en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Visitor information' })).toBeTruthy();
    await screen.findByRole('contentinfo');
    expect(screen.getAllByText('Lake Road 1', { exact: false })).toHaveLength(1);
    expect(screen.getAllByText('Daily 10–17', { exact: false })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'info@museum.example' })).toHaveLength(1);
  });

  it('stay in the footer of every other page', async () => {
    await open('/en/page/imprint');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Lake Road 1');
    expect(footer.textContent).toContain('Daily 10–17');
  });
});
