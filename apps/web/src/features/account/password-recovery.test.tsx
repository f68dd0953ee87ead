import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../lib/messages/toast-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn } from '../../test/api-stand-in';
import { renderInShop } from '../../test/render';
import { AccountDoneScreen } from './account-done-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { RecoverScreen } from './recover-screen';
import { MD5, refusal, sessionAnswer } from './test-fixtures';

const toasts = () => useToastStore.getState().toasts.map(({ text, tone }) => `${tone}: ${text}`);
const forgot = (path = '/en/forgot-password') => renderInShop(<ForgotPasswordScreen />, { path, namespaces: ['account', 'errors'] });
const recover = () => renderInShop(<RecoverScreen token="reset-guid" />, { path: '/en/recover/reset-guid', namespaces: ['account', 'errors'] });
const newPassword = async (password: string, repeat = password) => {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
};

describe('forgotten password (SPEC §2 forgot-password, password-reset-success)', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('says an address is not valid before asking (SPEC §5)', async () => {
    const { calls } = apiStandIn({});
    await forgot();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail: Please enter a valid e-mail address, such as name@example.com.');
    expect(calls).toEqual([]);
  });

  it('asks for a link with the recover page as backlink, then says what happens next', async () => {
    const { calls } = apiStandIn({ 'customer/pwdreset': { status: 200, body: { data: { sent: true } } } });
    const { router } = await forgot();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/password-reset-success'));
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', backlink: `${window.location.origin}/en/recover` });
    expect(toasts()).toEqual(['success: We have sent you an e-mail.']);
  });

  it('a failed request is a toast and stays in the form', async () => {
    apiStandIn({ 'customer/pwdreset': refusal(429, 'TOO_MANY_REQUESTS') });
    const { router } = await forgot();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).querySelector('h2')?.textContent).toBe('Too many requests. Please wait a moment and try again.');
    expect(toasts()).toEqual(['error: We could not send the reset link.']);
    expect(router.state.location.pathname).toBe('/en/forgot-password');
  });

  it('the success page names the 60 minutes and leads back to the login', async () => {
    await renderInShop(<AccountDoneScreen done="resetRequested" />, { path: '/en/password-reset-success', namespaces: ['account'] });
    expect(screen.getByText('If an account exists for this address, we have sent you a link to set a new password. The link is valid for 60 minutes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/en/login');
  });

  it.each([
    ['en', 30, 'The link is valid for 30 minutes.'],
    ['de', 1, 'Der Link ist 1 Minute gültig.'],
    ['fr', 90, 'Ce lien est valable 90 minutes.'],
  ] as const)('the success page in %s takes the link lifetime (%s minutes) from the shop', async (lang, minutes, text) => {
    await renderInShop(<AccountDoneScreen done="resetRequested" />, { lang, config: { reset_link_minutes: minutes }, namespaces: ['account'] });
    expect(document.querySelector('.lead')?.textContent).toContain(text);
  });
});

describe('recovery (SPEC §2 recover/{guid}, recover-success)', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({ token: null, customer: null, postLoginRedirect: null });
  });

  it('wants the new password twice alike and at least 8 characters long', async () => {
    const { calls } = apiStandIn({});
    await recover();
    await newPassword('kurz', 'kurz');
    expect((await screen.findByRole('alert')).textContent).toContain('New password: Please use at least 8 characters.');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Repeat new password: Passwords do not match.');
    expect(calls).toEqual([]);
  });

  it('sets the password (md5), logs in with the answer and goes to the success page', async () => {
    const { calls } = apiStandIn({ 'customer/pwdconfirm': sessionAnswer('recovered-token') });
    const { router } = await recover();
    await newPassword('new-secret-1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/recover-success'));
    expect(calls[0]?.body).toEqual({ token: 'reset-guid', _p: MD5['new-secret-1'] });
    expect(useSessionStore.getState()).toMatchObject({ token: 'recovered-token', customer: { fname: 'Ada', isGuest: false } });
    expect(toasts()).toEqual(['info: Saving your new password…', 'success: Your new password has been saved.']);
  });

  it('400 is SPEC §8’s “You must fill all fields”', async () => {
    apiStandIn({ 'customer/pwdconfirm': refusal(400, 'FIELDS_REQUIRED') });
    await recover();
    await newPassword('new-secret-1');
    expect((await screen.findByRole('alert')).querySelector('h2')?.textContent).toBe('Please fill in all fields.');
    expect(toasts()).toEqual(['info: Saving your new password…', 'error: Your new password could not be saved.']);
  });

  it('a used or expired link says so and leads to a new one', async () => {
    apiStandIn({ 'customer/pwdconfirm': refusal(422, 'RESET_TOKEN_INVALID') });
    await recover();
    await newPassword('new-secret-1');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'This link can no longer be used' })).toBeTruthy();
    expect(notice.textContent).toContain('This link for resetting your password is no longer valid. Please request a new one.');
    expect(within(notice).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/en/forgot-password');
    await vi.waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('the success page says the visitor is logged in and continues to the checkout they left', async () => {
    useSessionStore.setState({ token: 't', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: false }, postLoginRedirect: '/en/checkout' });
    await renderInShop(<AccountDoneScreen done="recovered" />, { path: '/en/recover-success', namespaces: ['account'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Your new password is set' })).toBe(document.activeElement);
    expect(screen.getByText('You are logged in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/en/checkout');
  });
});
