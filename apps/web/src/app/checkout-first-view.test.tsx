import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { queryClient } from '../lib/query-client';
import { useCartStore } from '../lib/storage/cart-store';
import { useSessionStore } from '../lib/storage/session-store';
import { apiStandIn, type Call } from '../test/api-stand-in';
import { adultsLine } from '../test/cart-lines';
import { shopConfig, shopInfo } from '../test/fixtures';
import { mugLine } from '../test/goods-lines';
import { openApp, type AppRouter } from '../test/open-app';

let router: AppRouter | undefined;
let asked: Call[];
/** For each shipping question, whether the checkout had drawn its heading when it went out. */
let drawnWhenAsked: boolean[];
/** For each shipping question, whether the checkout had drawn anything of its own (its progress) when it went out. */
let progressWhenAsked: boolean[];

const shippingAsked = () => asked.filter((call) => call.path === 'shipping/costs');

/** Long enough for a question asked on mount, or again for data taken as stale, to have gone out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the checkout opened from the server (a guest with goods in the basket)', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    queryClient.clear();
    useShopStore.setState({ lang: 'en', config: toAppConfig(shopConfig()), shopInfo: shopInfo(), paymentTypes: [] }, true);
    useCartStore.setState({ lines: [adultsLine, mugLine], cartId: null });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true }, shippingAddress: null });
    drawnWhenAsked = [];
    progressWhenAsked = [];
    const shipping = () => {
      drawnWhenAsked.push(document.querySelector('main h1') !== null);
      progressWhenAsked.push(screen.queryByRole('navigation', { name: 'Checkout progress' }) !== null);
      return { status: 200, body: { data: { cost: 900, country: 'CH' } } };
    };
    ({ calls: asked } = apiStandIn({ 'shipping/costs': shipping }, () => 'tok'));
  });
  afterEach(() => {
    router?.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('the basket asks the shipping of its goods once, while its code loads', async () => {
    router = await openApp('/en/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    await settle();
    expect(shippingAsked()).toHaveLength(1);
    expect(drawnWhenAsked).toEqual([false]);
  });

  it('the payment step asks it once as well, and shows the cost in its pay button', async () => {
    router = await openApp('/en/checkout?step=payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    await settle();
    expect(shippingAsked()).toHaveLength(1);
    expect(drawnWhenAsked).toEqual([false]);
    // 44.00 for the tickets, 36.00 for the goods, 9.00 to ship them.
    expect(screen.getByRole('button', { name: /^Pay CHF\s89\.00$/ })).toBeTruthy();
  });

  it('the payment step as the first screen of a visit asks it once, only after drawing the page around the step', async () => {
    // Loaded from the server, the app starts at the address in the window.
    window.history.replaceState(null, '', '/en/checkout?step=payment');
    router = await openApp('/en/checkout?step=payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    await settle();
    expect(shippingAsked()).toHaveLength(1);
    expect(progressWhenAsked).toEqual([true]);
    expect(screen.getByRole('button', { name: /^Pay CHF\s89\.00$/ })).toBeTruthy();
  });
});
