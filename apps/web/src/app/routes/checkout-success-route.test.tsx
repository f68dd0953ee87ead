import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../../features/checkout/booking-store';
import { MD5, refusal, sessionAnswer } from '../../features/account/test-fixtures';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { apiStandIn, type Answer } from '../../test/api-stand-in';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { CheckoutSuccessRoute } from './checkout-success-route';

const booked: Answer = { status: 200, body: { data: { booking_id: 4711, has_tickets: true, tickets_url: null, tickets_only: true } } };
const guest = { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', country: 'CH', isGuest: true };
// The offer loads its texts once per run (React.lazy); each test's fresh i18n gets them here.
const show = (config = {}) =>
  renderInShop(<CheckoutSuccessRoute />, { path: '/en/checkout/success?cartId=c-1', config, namespaces: ['checkout', 'errors', 'account'] });
const offer = () => screen.findByRole('region', { name: 'Create an account with these details' });
const createAccount = async (password = 'correct horse', repeat = password) => {
  const region = within(await offer());
  await userEvent.type(region.getByLabelText('Password'), password);
  await userEvent.type(region.getByLabelText('Repeat password'), repeat);
  await userEvent.click(region.getByRole('button', { name: 'Create account' }));
  return region;
};

describe('checkout success: a guest’s account from the order’s details', () => {
  beforeEach(() => {
    useCartStore.setState({ lines: [adultsLine], cartId: null });
    useBookingStore.setState({ booking: null });
    useSessionStore.setState({ token: 'guest-token', customer: guest });
  });

  it('registers with the guest’s token and only the password (md5); the visitor is then logged in', async () => {
    const { calls } = apiStandIn({ 'checkout/execPayment': booked, 'customer/register': sessionAnswer('account-token') }, () => useSessionStore.getState().token);
    await show();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    const region = await createAccount();
    expect(await region.findByText(/Your account has been created and you are logged in\./)).toBeTruthy();
    const register = calls.find((c) => c.path === 'customer/register');
    expect(register?.body).toEqual({ c: { password: MD5['correct horse'] } });
    expect(register?.query.get('_')).toBe('guest-token');
    expect(useSessionStore.getState()).toMatchObject({ token: 'account-token', customer: { isGuest: false } });
    expect(region.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/en/settings');
  });

  it('wants the password twice alike and long enough', async () => {
    const { calls } = apiStandIn({ 'checkout/execPayment': booked });
    await show();
    const region = await createAccount('kurz', 'kurz');
    expect((await region.findByRole('alert')).textContent).toContain('Password: Please use at least 8 characters.');
    expect(calls.filter((c) => c.path === 'customer/register')).toEqual([]);
  });

  it('EMAIL_TAKEN: the address has an account already, with a way to log in', async () => {
    apiStandIn({ 'checkout/execPayment': booked, 'customer/register': refusal(422, 'EMAIL_TAKEN', { errors: { email: ['taken'] } }) });
    await show();
    const region = await createAccount();
    expect(await region.findByRole('heading', { name: 'You already have an account' })).toBeTruthy();
    expect(region.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(useSessionStore.getState().token).toBe('guest-token');
  });

  it('is not offered to a logged-in customer, nor where the shop has no accounts', async () => {
    useSessionStore.setState({ token: 'account-token', customer: { ...guest, isGuest: false } });
    apiStandIn({ 'checkout/execPayment': booked });
    const { unmount } = await show();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create an account with these details' })).toBeNull();
    unmount();
    useSessionStore.setState({ token: 'guest-token', customer: guest });
    await show({ has_user_registration: false });
    await vi.waitFor(() => expect(useBookingStore.getState().booking).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Create an account with these details' })).toBeNull();
  });
});
