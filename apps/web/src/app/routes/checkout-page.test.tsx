import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, dataLayer, type Call } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { mugLine, product } from '../../test/goods-lines';
import { renderInShop } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const show = (path: string, failed = false, config = {}) =>
  renderInShop(<CheckoutPage failed={failed} />, { path, namespaces: ['checkout', 'errors'], config });

describe('checkout page', () => {
  beforeEach(() => {
    queryClient.clear();
    useCartStore.setState({ lines: [adultsLine], cartId: null });
    useSessionStore.setState({ token: null, customer: null, shippingAddress: null });
    apiStandIn({});
  });
  afterEach(() => delete (window as unknown as { dataLayer?: unknown }).dataLayer);

  it('without a sign-in continues to guest registration and reports the start of checkout', async () => {
    const layer = dataLayer();
    const { router } = await show('/en/checkout?step=payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Checkout progress' }).querySelector('[aria-current]')?.textContent).toBe('1Basket');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(router.state.location.pathname).toBe('/en/register-guest');
    expect(layer).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));
  });

  it('offers login and register only when the shop has user registration', async () => {
    await show('/en/checkout', false, { has_user_registration: false });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('links to login and register, coming back to checkout', async () => {
    await show('/en/checkout');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login?returnTo=%2Fen%2Fcheckout');
  });

  it('a signed-in guest goes on to the payment step', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    const { router } = await show('/en/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(router.state.location.search).toBe('?step=payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
  });

  it('the payment step leads back to the basket with the Back label', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    const { router } = await show('/en/checkout?step=payment');
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('the failed page is the payment step with the failed flag', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    await show('/en/checkout/failed?cartId=c-1&status=declined', true);
    expect(await screen.findByText(/Payment was not completed/)).toBeTruthy();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('a payment refused because its hold ran out says so on the failed page, the basket kept', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    await show('/en/checkout/failed?cartId=c-1&status=expired', true);
    expect(await screen.findByText(/The time to pay ran out and nothing was charged/)).toBeTruthy();
    expect(screen.queryByText(/Payment was not completed/)).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('a cancelled payment goes on to the canceled page', async () => {
    const { router } = await show('/en/checkout/failed?cartId=c-1&status=canceled', true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout/canceled'));
    expect(router.state.location.search).toBe('?cartId=c-1&status=canceled');
  });

  describe('with goods', () => {
    const guest = { fname: 'Ada', lname: 'L', country: 'CH', isGuest: true };
    /** 5.00 plus 2.00 per unit to Switzerland; nothing to the United States. */
    const costs = (call: Call) => {
      const { cart, country } = call.body as { cart: { count: number }[]; country: string };
      if (country === 'US') return { status: 422, body: { code: 'NO_SHIPPING_COSTS', message: 'no rate' } };
      return { status: 200, body: { data: { cost: 500 + 200 * cart.reduce((n, line) => n + line.count, 0), country } } };
    };
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    beforeEach(() => useCartStore.setState({ lines: [adultsLine, mugLine] }));

    it('the basket prices shipping for the guest’s country and again when a count changes', async () => {
      useSessionStore.setState({ token: 'tok', customer: guest });
      const { calls } = apiStandIn({ 'shipping/costs': costs });
      await show('/en/checkout');
      await vi.waitFor(() => expect(value('Shipping (Switzerland)')).toBe('CHF 9.00'));
      expect(value('Total')).toBe('CHF 89.00');
      await userEvent.click(screen.getByRole('button', { name: 'One more: Museum mug' }));
      await vi.waitFor(() => expect(value('Shipping (Switzerland)')).toBe('CHF 11.00'));
      expect(value('Total')).toBe('CHF 109.00');
      expect(calls.filter((c) => c.path === 'shipping/costs').map((c) => c.body)).toEqual([
        { cart: [{ type: 'merchandise', id: 501, count: 2 }], country: 'CH' },
        { cart: [{ type: 'merchandise', id: 501, count: 3 }], country: 'CH' },
      ]);
    });

    it('before any address the basket says shipping follows it', async () => {
      const { calls } = apiStandIn({ 'shipping/costs': costs });
      await show('/en/checkout');
      expect(value('Shipping')).toBe('Calculated once we know your delivery address');
      expect(value('Total before shipping')).toBe('CHF 80.00');
      expect(calls.filter((c) => c.path === 'shipping/costs')).toEqual([]);
    });

    it('the payment step charges lines and shipping, and shows both in the order summary', async () => {
      useSessionStore.setState({ token: 'tok', customer: guest });
      apiStandIn({ 'shipping/costs': costs });
      await show('/en/checkout?step=payment');
      expect(await screen.findByRole('button', { name: /^Pay CHF\s89\.00$/ })).toBeTruthy();
      const summary = within(screen.getByRole('region', { name: 'Your order' }));
      expect(summary.getByText('Shipping (Switzerland)').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('CHF 9.00');
    });

    it('the payment step refuses to pay for a country without shipping costs', async () => {
      useSessionStore.setState({ token: 'tok', customer: guest, shippingAddress: { name: 'G', street: 'Main St 1', zip: '10001', city: 'New York', country: 'US' } });
      apiStandIn({ 'shipping/costs': costs });
      await show('/en/checkout?step=payment');
      expect(await screen.findByText('We cannot currently ship to this country. Please contact us at help@museum.example.')).toBeTruthy();
      expect((screen.getByRole('button', { name: /^Pay CHF\s80\.00$/ }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('a suggested product goes into the basket as a merchandise line the basket can recount', async () => {
      const poster = product();
      apiStandIn({ 'checkout/suggest': { status: 200, body: { data: { suggestions: [{ kind: 'product', product: poster }] } } } });
      await show('/en/checkout');
      await userEvent.click(await screen.findByRole('button', { name: 'Add to basket: Exhibition poster' }));
      expect(useCartStore.getState().lines[2]).toMatchObject({ type: 'merchandise', id: 502, totalPrice: 2500, item: { type: 'merchandise', id: 502, count: 1, totalPrice: 2500 }, quantity: { count: 1, max: 40 } });
      expect(screen.getByRole('button', { name: 'One more: Exhibition poster' })).toBeTruthy();
    });
  });
});
