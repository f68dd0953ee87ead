import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, dataLayer } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const show = (path: string, failed = false, config = {}) =>
  renderInShop(<CheckoutPage failed={failed} />, { path, namespaces: ['checkout', 'errors'], config });

describe('checkout page', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine], cartId: null });
    useSessionStore.setState({ token: null, customer: null });
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
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('links to login and register, coming back to checkout', async () => {
    await show('/en/checkout');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/en/login?returnTo=%2Fen%2Fcheckout');
  });

  it('a signed-in guest goes on to the payment step', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    const { router } = await show('/en/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(router.state.location.search).toBe('?step=payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
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
});
