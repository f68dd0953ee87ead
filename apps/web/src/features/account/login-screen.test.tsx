import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../lib/messages/toast-store';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Answer } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { LoginScreen } from './login-screen';
import { customerAnswer, MD5, refusal, sessionAnswer } from './test-fixtures';

const show = (path = '/en/login', config = {}) => renderInShop(<LoginScreen />, { path, config, namespaces: ['account', 'errors'] });
const logIn = async (password = 'correct horse') => {
  await userEvent.type(screen.getByLabelText('E-mail'), ' ada@example.com ');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};
const toasts = () => useToastStore.getState().toasts.map(({ text, tone }) => `${tone}: ${text}`);
const answers = (login: Answer) => ({ 'auth/login': login, customer: customerAnswer({ fname: 'Augusta Ada', country: 'DE' }) });

describe('login screen (SPEC §2, §4, §5)', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    useCartStore.setState({ lines: [] });
    useSessionStore.setState({ token: null, customer: null, postLoginRedirect: null });
  });

  it('sends the e-mail and the md5 of the password, keeps the session and names the customer from GET customer', async () => {
    const { calls } = apiStandIn(answers(sessionAnswer('tok-1')), () => useSessionStore.getState().token);
    const { router } = await show();
    await logIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/login', body: { _u: 'ada@example.com', _p: MD5['correct horse'] } });
    expect(JSON.stringify(calls[0]?.body)).not.toContain('correct horse');
    expect(calls[1]).toMatchObject({ method: 'GET', path: 'customer' });
    expect(calls[1]?.query.get('_')).toBe('tok-1');
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', customer: { fname: 'Augusta Ada', lname: 'Lovelace', country: 'DE', isGuest: false } });
    expect(toasts()).toEqual(['info: Logging in…']);
  });

  it.each([
    ['/en/login?returnTo=%2Fen%2Fpasses%3Fid%3D3', '/en/checkout', '/en/passes?id=3'],
    ['/en/login?returnTo=https%3A%2F%2Fevil.example%2Fen%2Fpasses', '/en/checkout', '/en/checkout'],
    ['/en/login?returnTo=%2F%2Fevil.example', null, '/en'],
  ])('from %s with post-login redirect %s goes to %s', async (path, redirect, expected) => {
    useSessionStore.setState({ postLoginRedirect: redirect });
    apiStandIn(answers(sessionAnswer()));
    const { router } = await show(path);
    await logIn();
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
  });

  it.each([
    [refusal(401, 'LOGIN_FAILED'), 'Wrong e-mail address or password.'],
    [refusal(429, 'ACCOUNT_LOCKED', { params: { minutes: 15 } }), 'Too many failed attempts. For your security, this account is locked for 15 minutes.'],
    [refusal(429, 'TOO_MANY_REQUESTS'), 'Too many requests. Please wait a moment and try again.'],
  ])('keeps a refusal readable in the form, focused, after the toast (%j)', async (answer, text) => {
    const { navigate } = apiStandIn(answers(answer));
    const { router } = await show();
    await logIn();
    const summary = await screen.findByRole('alert');
    expect(summary.querySelector('h2')?.textContent).toBe(text);
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(toasts()).toEqual(['info: Logging in…', 'error: We could not log you in.']);
    expect(router.state.location.pathname).toBe('/en/login');
    expect(useSessionStore.getState().token).toBeNull();
    // A wrong password is the login's own answer, not a session to renew (SPEC §8).
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks the form before asking: a missing password and a malformed address', async () => {
    const { calls } = apiStandIn({});
    await show();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('E-mail: Please enter a valid e-mail address');
    expect(summary.textContent).toContain('Password: Please fill in this field.');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(calls).toEqual([]);
  });

  it('after a 401 says the page requires login, offers a basket’s guest checkout, and forgets the refused session', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    useSessionStore.setState({ token: 'expired', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: false } });
    apiStandIn({});
    await show('/en/login?fromUnauthorized=true');
    expect(screen.getByRole('heading', { name: 'You need to log in to see this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as a guest' }).getAttribute('href')).toBe('/en/register-guest');
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null }));
  });

  it('keeps a guest’s details for going on as a guest, and offers no guest checkout without a basket or where the shop has none', async () => {
    useSessionStore.setState({ token: 'expired', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: true } });
    apiStandIn({});
    const { unmount } = await show('/en/login?fromUnauthorized=true');
    expect(screen.queryByRole('link', { name: 'Continue as a guest' })).toBeNull();
    expect(useSessionStore.getState().customer).toMatchObject({ isGuest: true });
    unmount();
    useCartStore.setState({ lines: [adultsLine] });
    await show('/en/login?fromUnauthorized=true', { has_guest_registration: false });
    expect(screen.queryByRole('link', { name: 'Continue as a guest' })).toBeNull();
  });

  it('leads to registration and password recovery, keeping the way back', async () => {
    apiStandIn({});
    await show('/en/login?returnTo=%2Fen%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/en/register?returnTo=%2Fen%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/en/forgot-password?returnTo=%2Fen%2Fcheckout');
    expect(screen.queryByText('You need to log in to see this page')).toBeNull();
  });
});
