import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/storage/session-store';
import { openApp, type AppRouter } from '../test/open-app';
import { apiStandIn } from '../test/api-stand-in';
import { shopConfig, shopInfo } from '../test/fixtures';

let router: AppRouter | undefined;

const open = async (path: string): Promise<AppRouter> => {
  router = await openApp(path);
  return router;
};
const where = (r: AppRouter) => `${r.state.location.pathname}${r.state.location.search}`;

describe('sign-in and account routes (SPEC §2)', () => {
  beforeEach(() => {
    // jsdom lays nothing out; the shell scrolls each new page to the top.
    window.scrollTo = vi.fn();
    useShopStore.setState({ lang: 'en', config: toAppConfig(shopConfig()), shopInfo: shopInfo(), paymentTypes: [] }, true);
    useSessionStore.setState({ token: null, customer: null, postLoginRedirect: null });
  });
  afterEach(() => router?.dispose());

  it('the 401 redirect lands on the login with its notice, titled and in the secondary styling', async () => {
    apiStandIn({});
    await open('/en/login?fromUnauthorized=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You need to log in to see this page' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Log in – Museum Test'));
    expect(document.querySelector('.layout')?.classList.contains('layout-secondary')).toBe(true);
  });

  it.each([
    ['/en/register', 'Create an account'],
    ['/en/register/success', 'Welcome!'],
    ['/en/forgot-password', 'Forgotten your password?'],
    ['/en/password-reset-success', 'Please check your e-mail'],
    ['/en/recover/3f2a', 'Set a new password'],
    ['/en/recover-success', 'Your new password is set'],
  ])('%s is a screen of its own', async (path, heading) => {
    apiStandIn({ 'customer/attr': { status: 200, body: { data: { countries: {}, salutations: [], required_fields: [], visible_fields: [] } } } });
    await open(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('settings need a registered customer: others are sent to the login, which brings them back', async () => {
    apiStandIn({});
    useSessionStore.setState({ token: 'guest-token', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    const r = await open('/en/settings');
    await vi.waitFor(() => expect(where(r)).toBe('/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fsettings'));
    expect(await screen.findByRole('heading', { name: 'You need to log in to see this page' })).toBeTruthy();
  });

  it('logout ends the session on the server, then forgets it and the cached account data, and goes home', async () => {
    queryClient.setQueryData(['customerOrders', 'en'], [{ id: 1 }]);
    const { calls, navigate } = apiStandIn({ 'auth/logout': { status: 200, body: { data: { loggedOut: true } } } }, () => useSessionStore.getState().token);
    useSessionStore.setState({ token: 'tok-9', customer: { fname: 'Ada', lname: 'L', isGuest: false } });
    const r = await open('/logout');
    expect(r.state.location.pathname).toBe('/en');
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/logout' });
    expect(calls[0]?.query.get('_')).toBe('tok-9');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null });
    expect(queryClient.getQueryData(['customerOrders', 'en'])).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an expired session still logs out to the home page, not to the login', async () => {
    const { navigate } = apiStandIn({ 'auth/logout': { status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } } });
    useSessionStore.setState({ token: 'expired', customer: { fname: 'Ada', lname: 'L', isGuest: false } });
    const r = await open('/logout');
    expect(r.state.location.pathname).toBe('/en');
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
